import { referenceFamily } from '../../shared/contract/families/reference';
import { referencePaths, type ReferenceRouteName } from '../../shared/contract/routes/reference';
import { referenceKinds, type ReferenceKindName } from '../../shared/reference/kinds';
import {
  activeRetailers,
  activeRetailersPage,
  deleteOfKind,
  listOfKind,
  recordOfKind,
  retailerAccountLocations,
  retailerBrands,
  saveOfKind,
  sectorRetailers,
  updateOfKind,
  updateRetailerFlags,
  type ReferenceListQuery,
} from '../domain/reference/referenceUseCases';
import { uploadReferencePicture } from '../domain/reference/catalogChecks';
import { inventoryImportStatus, startInventoryImport } from '../domain/reference/inventoryImports';
import { familyHandler } from '../lib/familyHandler';
import type { AuthContext } from '../lib/identity';

/**
 * The reference family: routes only, over the reference domain (functions/domain/reference/). Each kind's routes
 * are made from the same declarations as the contract's (shared/contract/routes/reference.ts).
 */
type KindRequest = {
  auth: AuthContext;
  params: { id: number | string };
  query: ReferenceListQuery;
  body: Record<string, unknown> & { id?: number | string; version?: number };
};
type KindRoute = (request: KindRequest) => Promise<unknown>;

const kindRoutes = (kind: ReferenceKindName): Partial<Record<ReferenceRouteName, KindRoute>> => ({
  [`reference.${kind}.list`]: ({ auth, query }: KindRequest) => listOfKind(kind, query, auth),
  [`reference.${kind}.get`]: ({ auth, params }: KindRequest) => recordOfKind(kind, params.id, auth),
  [`reference.${kind}.save`]: ({ auth, body }: KindRequest) => saveOfKind(kind, body, auth),
  [`reference.${kind}.delete`]: ({ params }: KindRequest) => deleteOfKind(kind, params.id),
  ...(referencePaths[kind].update
    ? { [`reference.${kind}.update`]: ({ auth, body }: KindRequest) => updateOfKind(kind, body, auth) }
    : {}),
});

// The generic routes are made per kind in a loop, so the contract types them loosely; the kit validates every
// input with the kind's schemas and the contract tests cover every route.
const genericRoutes = Object.assign({}, ...(Object.keys(referenceKinds) as ReferenceKindName[]).map(kindRoutes));

type Routes = Parameters<typeof familyHandler<'reference'>>[1];

const retailerRoutes = {
  'retailers.brands': ({ auth, params }) => retailerBrands(params.id, auth),
  'retailers.active': ({ auth }) => activeRetailers(auth),
  'retailers.activePaged': ({ auth, query }) => activeRetailersPage(query, auth),
  'retailers.accountLocations': ({ auth, query }) => retailerAccountLocations(query, auth),
  'retailers.updateFlags': ({ auth, body }) => updateRetailerFlags(body, auth),
  'sectors.retailers': ({ auth, params }) => sectorRetailers(params.id, auth),
  'reference.uploadPicture': ({ auth, body }) => uploadReferencePicture(body, auth),
  'inventory.upload': ({ auth, body }) => startInventoryImport(body, auth),
  'inventory.status': ({ params }) => inventoryImportStatus(params.importId),
} satisfies Partial<Routes>;

export const handler = familyHandler(referenceFamily, {
  ...genericRoutes,
  ...retailerRoutes,
} as Routes);
