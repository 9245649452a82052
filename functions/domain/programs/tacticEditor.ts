import * as recordMessages from '../../../shared/recordMessages';
import { programServerMessages } from '../../../shared/programs/messages';
import { hasClaim, knownClaims } from '../../../shared/claims';
import type { RouteContext } from '../../lib/familyHandler';
import { cents, defaultAllocations, tacticCost } from '../../../shared/programs/budget';
import { shopTypes } from '../../../shared/tactics/lookupLists';
import { skuOwner } from '../../../shared/tactics/sku';
import { tacticCanDelete, tacticErrors, tacticMessages } from '../../../shared/tactics/tacticRules';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import type { AuthContext } from '../../lib/identity';
import { createUploadSlot } from '../documents/documentTransfers';
import { getReferenceRecord, listReferenceRecords } from '../reference/referenceRepository';
import { loadVisibleProgram, refuseChange } from './guard';
import { deleteProgramTactic, insertProgramTactic, replaceProgramTactic } from './programParts';
import { loadProgramTactic } from './programTactics';
import type { Component, ProgramAggregate, ProgramTactic } from './programTypes';
import { details } from './programView';

/**
 * The Create tactic modal's use cases (spec 02, section 2; docs/decisions.md, 'Tactics'): a tactic made in the
 * program with its component tabs, saved whole; its picture; the SKU check; the Delete Tactic action.
 */

type SaveBody = RouteContext<'tactics.saveProgramTactic'>['body'];

const MAX_TACTICS_PER_PROGRAM = 50;

const holdsDelete = (auth: AuthContext) =>
  hasClaim(auth.claims, knownClaims.deleteProgramTactic.resource, knownClaims.deleteProgramTactic.operation);

/** The program's tactics and the catalog whose SKUs a new SKU may not repeat. */
async function skuTakenBy(sku: string, ownId: string | null, aggregate: ProgramAggregate | null) {
  const catalog = await listReferenceRecords('tactic');
  const inCatalog = skuOwner(
    sku,
    ownId,
    catalog.map((t) => ({ id: String(t.id), sku: t.sku ?? null, tacticName: t.tacticName })),
  );
  if (inCatalog) return inCatalog.tacticName;
  const inProgram = aggregate ? skuOwner(sku, ownId, aggregate.tactics) : null;
  return inProgram?.tacticName ?? null;
}

async function refuseUnknownReferences(body: SaveBody) {
  const errors: Record<string, string[]> = {};
  const check = async (field: string, found: Promise<{ active?: boolean } | undefined> | null, message: string) => {
    const record = found ? await found : undefined;
    if (found && (!record || record.active === false)) errors[field] = [message];
  };
  await Promise.all([
    check(
      'tacticTypeId',
      body.tacticTypeId ? getReferenceRecord('tacticType', body.tacticTypeId) : null,
      tacticMessages.typeRequired,
    ),
    check(
      'productTypeId',
      body.productTypeId ? getReferenceRecord('productType', body.productTypeId) : null,
      tacticMessages.productTypeRequired,
    ),
    check(
      'deliveryMethodId',
      body.deliveryMethodId ? getReferenceRecord('deliveryMethod', body.deliveryMethodId) : null,
      tacticMessages.deliveryMethodRequired,
    ),
    ...body.components.map((c, i) =>
      check(
        `components.${i}.componentTypeId`,
        c.componentTypeId ? getReferenceRecord('componentType', c.componentTypeId) : null,
        tacticMessages.componentTypeRequired,
      ),
    ),
  ]);
  if (Object.keys(errors).length) throw new InvalidInput(errors);
}

/** The component tabs as stored: a tab naming a saved component keeps its files; a new one gets the next id. */
function componentsOf(body: SaveBody, before: ProgramTactic | null) {
  let seq = before?.componentSeq ?? 0;
  const components: Record<string, Component> = {};
  for (const tab of body.components) {
    const kept = tab.id ? before?.components?.[tab.id] : undefined;
    const id = kept ? kept.id : `c${++seq}`;
    components[id] = {
      id,
      name: tab.name!.trim(),
      componentTypeId: tab.componentTypeId!,
      description: tab.description ?? null,
      quantity: tab.quantity ?? null,
      vendor: null,
      files: kept?.files ?? [],
      vendorId: tab.vendorId ?? null,
      childVendorId: tab.childVendorId ?? null,
      barcodeDestinationId: tab.barcodeDestinationId ?? null,
      mediaTypeId: tab.mediaTypeId ?? null,
      productionOptionId: tab.productionOptionId ?? null,
      documentTypeId: tab.documentTypeId ?? null,
      outputTypeId: tab.outputTypeId ?? null,
    };
  }
  return { components, componentSeq: seq };
}

/** Creates (no programTacticId) or replaces a tactic of the Create tactic modal, with its component tabs. */
export async function saveProgramTactic(body: SaveBody, auth: AuthContext) {
  const errors = tacticErrors(body, { shopTypesExist: shopTypes.length > 0 });
  if (Object.keys(errors).length) throw new InvalidInput(errors);
  const aggregate = await loadVisibleProgram(body.programId, auth);
  refuseChange(aggregate.program, 'tactics', auth, body.version);
  const before = body.programTacticId ? aggregate.tactics.find((t) => t.id === body.programTacticId) : null;
  if (body.programTacticId && !before) throw new NotFound(recordMessages.programTactic);
  if (before && !before.custom) throw new Conflict(programServerMessages.catalogTacticInCart);
  if (body.parentTacticId && !aggregate.tactics.some((t) => t.id === body.parentTacticId && t.id !== before?.id))
    throw new InvalidInput({ parentTacticId: [programServerMessages.parentNotInProgram] });
  await refuseUnknownReferences(body);
  if (body.sku) {
    const owner = await skuTakenBy(body.sku, before?.id ?? null, aggregate);
    if (owner) throw new InvalidInput({ sku: [tacticMessages.skuTaken(owner)] });
  }
  const deliveryMethod = await getReferenceRecord('deliveryMethod', body.deliveryMethodId!);
  const totalCost = tacticCost(body.unitCost, body.orderQuantity);
  const allocations =
    before && before.totalCost === totalCost
      ? before.allocations
      : defaultAllocations(totalCost, aggregate.fundingSources).map((a) => ({
          brandId: a.brandId,
          atl: cents(a.atl),
          btl: cents(a.btl),
        }));
  const fields = {
    tacticId: 0,
    tacticName: body.tacticName!.trim(),
    tacticTypeId: body.tacticTypeId!,
    productTypeId: body.productTypeId!,
    deliveryMethodId: body.deliveryMethodId!,
    deliveryMethodName: deliveryMethod?.name ?? '',
    isDownload: deliveryMethod?.isDownload === true,
    unitCost: body.unitCost,
    orderQuantity: body.orderQuantity,
    totalCost,
    description: body.description ?? null,
    startDate: body.startDate ?? null,
    endDate: body.endDate ?? null,
    allocations,
    custom: true,
    sku: body.sku || null,
    purpose: body.purpose ?? null,
    shopTypeId: body.shopTypeId ?? null,
    tacticCategoryId: body.tacticCategoryId ?? null,
    parentTacticId: body.parentTacticId ?? null,
    ...componentsOf(body, before ?? null),
  };
  if (before) return details(await replaceProgramTactic(aggregate, { ...before, ...fields }, auth));
  if (aggregate.tactics.length >= MAX_TACTICS_PER_PROGRAM)
    throw new Conflict(programServerMessages.tooManyTactics(MAX_TACTICS_PER_PROGRAM));
  return details(await insertProgramTactic(aggregate, { ...fields, documentId: null }, auth));
}

/** The Delete Tactic action: only when the can-delete check says DELETE (else 409 with the spec's text). */
export async function deleteTacticChecked(id: string, version: number, auth: AuthContext) {
  const { aggregate, tactic } = await loadProgramTactic(id, auth);
  if (aggregate.program.version !== version) throw new Conflict();
  const verdict = tacticCanDelete(aggregate.program.statusId, holdsDelete(auth));
  if (verdict !== 'DELETE') throw new Conflict(tacticMessages.notDeletedBecause(verdict));
  refuseChange(aggregate.program, 'tactics', auth, version);
  return details(await deleteProgramTactic(aggregate, tactic, auth));
}

/** `tactics/validate-sku`: whether the SKU is free for this tactic (catalog and the program's tactics). */
export async function validateSku(query: RouteContext<'tactics.validateSku'>['query'], auth: AuthContext) {
  const programId = query.programId ?? (query.tacticId?.includes('-') ? Number(query.tacticId.split('-')[0]) : null);
  const aggregate = programId ? await loadVisibleProgram(programId, auth) : null;
  const owner = await skuTakenBy(query.sku, query.tacticId ?? null, aggregate);
  return owner ? { valid: false, message: tacticMessages.skuTaken(owner) } : { valid: true, message: null };
}

/** A presigned upload of the tactic's picture; the tactic shows it at once (its thumbnail and Image Preview). */
export async function uploadTacticImage(
  id: string,
  body: RouteContext<'tactics.uploadImage'>['body'],
  auth: AuthContext,
) {
  const { aggregate, tactic } = await loadProgramTactic(id, auth);
  refuseChange(aggregate.program, 'tactics', auth);
  const { upload, document } = await createUploadSlot(body, auth.subject, {
    kind: 'program',
    programId: tactic.programId,
  });
  await replaceProgramTactic(aggregate, { ...tactic, documentId: document.id }, auth);
  return upload;
}
