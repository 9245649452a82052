import { inputMessages } from '../../../shared/messages';
import type { TableQuery } from '../../../shared/contract/wrapper';
import {
  referenceKinds,
  type AnyReferenceRecord,
  type ReferenceIdOf,
  type ReferenceKind,
  type ReferenceKindName,
  type ReferenceRecordOf,
} from '../../../shared/reference/kinds';
import { InvalidInput, NotFound } from '../../lib/errors';
import { canSeeRetailer, retailerScopeOf, type AuthContext, type RetailerScope } from '../../lib/identity';
import { pageInMemory } from '../../lib/paging';
import { referenceLabel } from '../../../shared/reference/referenceLabel';
import {
  createReferenceRecord,
  deleteReferenceRecord,
  getReferenceRecord,
  listReferenceRecords,
  updateReferenceRecord,
  type ReferenceRecord,
} from './referenceRepository';
import { checkCatalogSave } from './catalogChecks';
import { doesNotExist, type RefId } from './referenceRules';

/**
 * The reference family's use cases: every kind's list, record, save and delete (made from the kinds'
 * declarations), and the retailer calls beyond them. Retailer-side users see only their retailers, and contacts
 * of those retailers; another retailer's record answers exactly as a missing one.
 */
function visible(kind: ReferenceKindName, record: AnyReferenceRecord, scope: RetailerScope): boolean {
  if (kind === 'retailer') return canSeeRetailer(scope, (record as ReferenceRecordOf<'retailer'>).id);
  if (kind === 'contact') return canSeeRetailer(scope, (record as ReferenceRecordOf<'contact'>).retailerId);
  return true;
}

async function visibleRecords<K extends ReferenceKindName>(kind: K, auth: AuthContext): Promise<ReferenceRecord<K>[]> {
  const [records, scope] = await Promise.all([listReferenceRecords(kind), retailerScopeOf(auth)]);
  return records.filter((r) => visible(kind, r, scope));
}

async function visibleRecord<K extends ReferenceKindName>(
  kind: K,
  id: ReferenceIdOf<K>,
  auth: AuthContext,
): Promise<ReferenceRecord<K>> {
  const [record, scope] = await Promise.all([getReferenceRecord(kind, id), retailerScopeOf(auth)]);
  if (!record || !visible(kind, record, scope)) throw new NotFound(doesNotExist(kind));
  return record;
}

/** A kind's list query: the table query, `active`, and one filter per field that points at another kind. */
export type ReferenceListQuery = TableQuery & { active?: 'true' | 'false' } & Record<string, unknown>;

/** One page of a kind's records the user may see, filtered by `active` and by the records they point at. */
export async function listOfKind(kind: ReferenceKindName, query: ReferenceListQuery, auth: AuthContext) {
  const definition: ReferenceKind = referenceKinds[kind];
  const single = definition.references.filter((r) => !r.many).map((r) => r.field);
  const many = definition.references.filter((r) => r.many).map((r) => r.field);
  const pointsAtAny = (record: AnyReferenceRecord, field: string) => {
    const wanted = query[field] as number[] | undefined;
    return wanted === undefined || wanted.some((id) => ((record[field] as number[] | undefined) ?? []).includes(id));
  };
  const records: AnyReferenceRecord[] = (await visibleRecords(kind, auth)).filter(
    (r: AnyReferenceRecord) =>
      (query.active === undefined || String(r.active ?? true) === query.active) &&
      single.every((f) => query[f] === undefined || r[f] === query[f]) &&
      many.every((f) => pointsAtAny(r, f)),
  );
  return pageInMemory(records, query, { ...definition, sortKeys: await namesOfSortedReference(definition, query) });
}

/**
 * A column of references (a tactic's type, a contact's retailer) shows the records' names, so sorted by it the
 * list sorts by those names, not by the ids behind them: the referenced kind's records are read only then.
 */
async function namesOfSortedReference(definition: ReferenceKind, query: ReferenceListQuery) {
  const reference = definition.references.find((r) => !r.many && r.field === query.sortBy);
  if (!reference) return undefined;
  const target = reference.kind as ReferenceKindName;
  const names = new Map(
    (await listReferenceRecords(target)).map((record) => [record.id, referenceLabel(target, record)] as const),
  );
  return { [reference.field]: (record: AnyReferenceRecord) => names.get(record[reference.field] as RefId) };
}

export const recordOfKind = (kind: ReferenceKindName, id: RefId, auth: AuthContext) => visibleRecord(kind, id, auth);

/** A save body: the kind's fields, with the id and version read when it updates a record. */
type SaveBody = Record<string, unknown> & { id?: RefId; version?: number };

function splitSave(kind: ReferenceKindName, body: SaveBody) {
  const { id, version, ...fields } = body;
  const definition: ReferenceKind = referenceKinds[kind];
  // Code kinds are identified by their code; a version says the user edits an existing entry.
  if (definition.id.type === 'code')
    return { id: version === undefined ? undefined : String(fields[definition.id.field]), version, fields };
  if (id !== undefined && version === undefined) throw new InvalidInput({ version: [inputMessages.versionRequired] });
  return { id, version, fields };
}

/** Creates a record (no id or version), or updates the one read at the given version. */
export async function saveOfKind(kind: ReferenceKindName, body: SaveBody, auth: AuthContext) {
  const { id, version, fields } = splitSave(kind, body);
  await checkCatalogSave(kind, version === undefined ? undefined : id, fields);
  return id === undefined || version === undefined
    ? createReferenceRecord(kind, fields, auth.subject)
    : updateReferenceRecord(kind, id, version, fields);
}

/** The PUT of kinds whose spec path has one: an update only, so the id (number kinds) and version are required. */
export async function updateOfKind(kind: ReferenceKindName, body: SaveBody, auth: AuthContext) {
  if (body.id === undefined && referenceKinds[kind].id.type === 'number')
    throw new InvalidInput({ id: [inputMessages.idRequired] });
  if (body.version === undefined) throw new InvalidInput({ version: [inputMessages.versionRequired] });
  return saveOfKind(kind, body, auth);
}

export async function deleteOfKind(kind: ReferenceKindName, id: RefId) {
  await deleteReferenceRecord(kind, id);
  return { deleted: true as const };
}

const retailerRow = (r: ReferenceRecordOf<'retailer'>) => ({ retailerId: r.id, retailerName: r.retailerName });
const activeRetailerRows = async (auth: AuthContext) =>
  (await visibleRecords('retailer', auth)).filter((r) => r.active !== false).map(retailerRow);

export async function retailerBrands(retailerId: number, auth: AuthContext) {
  const ids = new Set((await visibleRecord('retailer', retailerId, auth)).brandIds);
  return (await listReferenceRecords('brand')).filter((b) => ids.has(b.id));
}

export const activeRetailers = async (auth: AuthContext) =>
  (await activeRetailerRows(auth)).sort((a, b) => a.retailerName.localeCompare(b.retailerName));

export const activeRetailersPage = async (query: TableQuery, auth: AuthContext) =>
  pageInMemory(await activeRetailerRows(auth), query, {
    searchFields: ['retailerName'],
    sortFields: ['retailerName', 'retailerId'],
    defaultSort: 'retailerName',
  });

export async function retailerAccountLocations(query: TableQuery & { retailerId: number }, auth: AuthContext) {
  const retailer = await visibleRecord('retailer', query.retailerId, auth);
  return pageInMemory(retailer.accountLocations ?? [], query, {
    searchFields: ['name', 'city', 'state'],
    sortFields: ['name', 'city', 'state', 'id'],
    defaultSort: 'name',
  });
}

type RetailerFlags = Partial<
  Pick<ReferenceRecordOf<'retailer'>, 'isProperty' | 'suppressEmailContacts' | 'generateEmailReadyCopy' | 'active'>
>;

/** Changes a retailer's flags at the version read, keeping its other fields. */
export async function updateRetailerFlags(
  body: RetailerFlags & { id: number; version: number },
  auth: AuthContext,
): Promise<ReferenceRecordOf<'retailer'>> {
  const { id, version, ...flags } = body;
  const current = await visibleRecord('retailer', id, auth);
  const { id: _id, version: _v, usage: _u, createdAt: _c, updatedAt: _up, ...fields } = current;
  return updateReferenceRecord('retailer', id, version, { ...fields, ...flags });
}

export const sectorRetailers = async (sectorId: number, auth: AuthContext) =>
  (await visibleRecords('retailer', auth)).filter((r) => r.sectorId === sectorId).map(retailerRow);
