import { referencePaths, type ReferenceRouteName } from '../../shared/contract/routes/reference';
import type { TableQuery } from '../../shared/contract/wrapper';
import { referenceKinds, type ReferenceKindName } from '../../shared/reference/kinds';
import { InvalidInput, NotFound } from '../lib/errors';
import { referenceFamily } from '../../shared/contract/families/reference';
import { familyHandler, type RouteContext } from '../lib/familyHandler';
import { canSeeRetailer, retailerScopeOf, type AuthContext, type RetailerScope } from '../lib/identity';
import { pageInMemory } from '../lib/paging';
import {
  createReferenceRecord,
  deleteReferenceRecord,
  getReferenceRecord,
  listReferenceRecords,
  updateReferenceRecord,
  type ReferenceRecord,
} from '../domain/reference/referenceRepository';
import { doesNotExist } from '../domain/reference/referenceRules';

type Ctx = {
  auth: AuthContext;
  params: { id: number | string };
  query: TableQuery & Record<string, unknown>;
  body: Record<string, unknown>;
};

/** Retailer-side users see only their retailers, and contacts of those retailers. */
function visible(kind: ReferenceKindName, record: ReferenceRecord, scope: RetailerScope): boolean {
  if (kind === 'retailer') return canSeeRetailer(scope, record.id as number);
  if (kind === 'contact') return canSeeRetailer(scope, record.retailerId as number | null);
  return true;
}

async function visibleRecords(kind: ReferenceKindName, auth: AuthContext) {
  const [records, scope] = await Promise.all([listReferenceRecords(kind), retailerScopeOf(auth)]);
  return records.filter((r) => visible(kind, r, scope));
}

async function visibleRecord(kind: ReferenceKindName, id: number | string, auth: AuthContext) {
  const [record, scope] = await Promise.all([getReferenceRecord(kind, id), retailerScopeOf(auth)]);
  // Another retailer's record answers exactly as a missing one: its existence is not the caller's business.
  if (!record || !visible(kind, record, scope)) throw new NotFound(doesNotExist(kind));
  return record;
}

function splitSave(kind: ReferenceKindName, body: Record<string, unknown>) {
  const { id, version, ...fields } = body;
  const definition = referenceKinds[kind];
  if (definition.id.type === 'code') {
    // Code kinds are identified by their code; a version says the user edits an existing entry.
    return {
      id: version === undefined ? undefined : String(fields[definition.id.field]),
      version: version as number | undefined,
      fields,
    };
  }
  if (id !== undefined && version === undefined) throw new InvalidInput({ version: ['Version is required'] });
  return { id: id as number | undefined, version: version as number | undefined, fields };
}

function kindImplementations(kind: ReferenceKindName) {
  const definition = referenceKinds[kind];
  const filterFields = definition.references.filter((r) => !('many' in r && r.many)).map((r) => r.field);
  const listFilterFields = definition.references.filter((r) => 'many' in r && r.many).map((r) => r.field);
  const save = async ({ auth, body }: Ctx) => {
    const { id, version, fields } = splitSave(kind, body);
    return id === undefined || version === undefined
      ? createReferenceRecord(kind, fields, auth.subject)
      : updateReferenceRecord(kind, id, version, fields);
  };
  const implementations: Partial<Record<ReferenceRouteName, (ctx: Ctx) => Promise<unknown>>> = {
    [`reference.${kind}.list`]: async ({ auth, query }: Ctx) => {
      const records = (await visibleRecords(kind, auth)).filter(
        (r) =>
          (query.active === undefined || String(r.active ?? true) === query.active) &&
          filterFields.every((f) => query[f] === undefined || r[f] === query[f]) &&
          listFilterFields.every(
            (f) =>
              query[f] === undefined || (query[f] as number[]).some((id) => ((r[f] as number[]) ?? []).includes(id)),
          ),
      );
      return pageInMemory(records, query, definition as never);
    },
    [`reference.${kind}.get`]: async ({ auth, params }: Ctx) => visibleRecord(kind, params.id, auth),
    [`reference.${kind}.save`]: save,
    [`reference.${kind}.delete`]: async ({ params }: Ctx) => {
      await deleteReferenceRecord(kind, params.id);
      return { deleted: true as const };
    },
  };
  if (referencePaths[kind].update) {
    implementations[`reference.${kind}.update`] = async (ctx: Ctx) => {
      if (ctx.body.id === undefined && referenceKinds[kind].id.type === 'number')
        throw new InvalidInput({ id: ['Id is required'] });
      if (ctx.body.version === undefined) throw new InvalidInput({ version: ['Version is required'] });
      return save(ctx);
    };
  }
  return implementations;
}

const retailerRow = (r: ReferenceRecord) => ({ retailerId: r.id as number, retailerName: r.retailerName as string });
const activeRetailers = async (auth: AuthContext) =>
  (await visibleRecords('retailer', auth)).filter((r) => r.active !== false).map(retailerRow);
const retailerRowList = {
  searchFields: ['retailerName' as const],
  sortFields: ['retailerName' as const, 'retailerId' as const],
  defaultSort: 'retailerName' as const,
};

const retailerImplementations = {
  'retailers.brands': async ({ auth, params }: RouteContext<'retailers.brands'>) => {
    const retailer = await visibleRecord('retailer', params.id, auth);
    const ids = new Set(retailer.brandIds as number[]);
    return (await listReferenceRecords('brand')).filter((b) => ids.has(b.id as number)) as never;
  },
  'retailers.active': async ({ auth }: RouteContext<'retailers.active'>) =>
    (await activeRetailers(auth)).sort((a, b) => a.retailerName.localeCompare(b.retailerName)),
  'retailers.activePaged': async ({ auth, query }: RouteContext<'retailers.activePaged'>) =>
    pageInMemory(await activeRetailers(auth), query, retailerRowList),
  'retailers.accountLocations': async ({ auth, query }: RouteContext<'retailers.accountLocations'>) => {
    const retailer = await visibleRecord('retailer', query.retailerId, auth);
    const locations =
      (retailer.accountLocations as { id: string; name: string; city?: string; state?: string }[]) ?? [];
    return pageInMemory(locations, query, {
      searchFields: ['name', 'city', 'state'],
      sortFields: ['name', 'city', 'state', 'id'],
      defaultSort: 'name',
    });
  },
  'retailers.updateFlags': async ({ auth, body }: RouteContext<'retailers.updateFlags'>) => {
    const { id, version, ...flags } = body;
    const current = await visibleRecord('retailer', id, auth);
    const { id: _id, version: _v, usage: _u, createdAt: _c, updatedAt: _up, ...fields } = current;
    return updateReferenceRecord('retailer', id, version, { ...fields, ...flags }) as never;
  },
  'sectors.retailers': async ({ auth, params }: RouteContext<'sectors.retailers'>) =>
    (await visibleRecords('retailer', auth)).filter((r) => r.sectorId === params.id).map(retailerRow),
};

const genericImplementations = Object.assign(
  {},
  ...(Object.keys(referenceKinds) as ReferenceKindName[]).map(kindImplementations),
);

// The generic implementations are made per kind from the same declarations as their routes, so their types
// are checked by the kinds' schemas at run time (the kit validates every input and the contract tests every route).
export const handler = familyHandler(referenceFamily, {
  ...genericImplementations,
  ...retailerImplementations,
} as Parameters<typeof familyHandler<'reference'>>[1]);
