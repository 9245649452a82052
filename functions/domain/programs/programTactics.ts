import * as recordMessages from '../../../shared/recordMessages';
import { tacticMessages } from '../../../shared/tactics/tacticRules';
import { hasClaim, knownClaims } from '../../../shared/claims';
import {
  allocationErrors,
  cents,
  defaultAllocations,
  tacticCost,
  type Allocation,
} from '../../../shared/programs/budget';
import { programServerMessages } from '../../../shared/programs/messages';
import { plannableStatuses } from '../../../shared/programs/status';
import { Conflict, InvalidInput, NotFound } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import type { AuthContext } from '../../lib/identity';
import { createUploadSlot } from '../documents/documentTransfers';
import { getReferenceRecord, type ReferenceRecord } from '../reference/referenceRepository';
import { appendComponentFile, removeComponentFile } from './componentFiles';
import { loadVisibleProgram, refuseChange } from './guard';
import { parseProgramTacticId } from './keys';
import {
  deleteComponent,
  deleteProgramTactic,
  insertComponent,
  insertProgramTactic,
  replaceProgramTactic,
} from './programParts';
import type { ProgramAggregate, ProgramTactic } from './programTypes';
import { details } from './programView';

/** The cart's use cases: program tactics and their components. */

/** A program holds at most this many tactics, so a delete's usage releases fit in one transaction. */
const MAX_TACTICS_PER_PROGRAM = 50;

/** The program of a program tactic, and the tactic, or 404. */
export async function loadProgramTactic(
  id: string,
  auth: AuthContext,
): Promise<{ aggregate: ProgramAggregate; tactic: ProgramTactic }> {
  const aggregate = await loadVisibleProgram(parseProgramTacticId(id).programId, auth);
  const tactic = aggregate.tactics.find((t) => t.id === id);
  if (!tactic) throw new NotFound(recordMessages.programTactic);
  return { aggregate, tactic };
}

/** The component, its tactic and program, or 404. */
export async function loadComponent(id: string, auth: AuthContext) {
  const [tacticId, componentKey] = id.split('.');
  const { aggregate, tactic } = await loadProgramTactic(tacticId, auth);
  const component = tactic.components?.[componentKey];
  if (!component) throw new NotFound(recordMessages.component);
  return { aggregate, tactic, component, componentKey };
}

function allocationsFor(totalCost: number, given: Allocation[] | undefined, aggregate: ProgramAggregate): Allocation[] {
  const allocations = given ?? defaultAllocations(totalCost, aggregate.fundingSources);
  const errors = allocationErrors(totalCost, allocations, aggregate.fundingSources);
  if (errors.length) throw new InvalidInput({ allocations: errors });
  return allocations.map((a) => ({ brandId: a.brandId, atl: cents(a.atl), btl: cents(a.btl) }));
}

/** A program tactic made from a catalog tactic: its names, types, unit cost and delivery method, at a quantity. */
export function tacticFromCatalog(
  catalog: ReferenceRecord<'tactic'>,
  deliveryMethod: ReferenceRecord<'deliveryMethod'> | undefined,
  orderQuantity: number,
  fields: Pick<ProgramTactic, 'startDate' | 'endDate' | 'description' | 'allocations'>,
): Omit<ProgramTactic, 'id' | 'programId'> {
  return {
    tacticId: catalog.id,
    tacticName: catalog.tacticName,
    tacticTypeId: catalog.tacticTypeId,
    productTypeId: catalog.productTypeId,
    deliveryMethodId: catalog.deliveryMethodId,
    deliveryMethodName: deliveryMethod?.name ?? '',
    isDownload: deliveryMethod?.isDownload === true,
    unitCost: catalog.unitCost,
    orderQuantity,
    totalCost: tacticCost(catalog.unitCost, orderQuantity),
    documentId: catalog.documentId ?? null,
    ...fields,
  };
}

function tacticDateErrors(start: string | null | undefined, end: string | null | undefined) {
  return start && end && end < start ? { endDate: [programServerMessages.endBeforeStart] } : null;
}

export async function addTactic(body: RouteContext<'programtactics.add'>['body'], auth: AuthContext) {
  const aggregate = await loadVisibleProgram(body.programId, auth);
  refuseChange(aggregate.program, 'tactics', auth, body.version);
  // The same catalog tactic again adds to the cart line already there (its dates and description stay).
  const existing = aggregate.tactics.find((t) => t.tacticId === body.tacticId);
  if (existing) {
    const orderQuantity = Math.min(existing.orderQuantity + body.orderQuantity, 1_000_000);
    const totalCost = tacticCost(existing.unitCost, orderQuantity);
    // The merged cost is split by the default rule (an allocation sent with the add covers only the added cost).
    const allocations = allocationsFor(totalCost, undefined, aggregate);
    return details(await replaceProgramTactic(aggregate, { ...existing, orderQuantity, totalCost, allocations }, auth));
  }
  if (aggregate.tactics.length >= MAX_TACTICS_PER_PROGRAM)
    throw new Conflict(programServerMessages.tooManyTactics(MAX_TACTICS_PER_PROGRAM));
  const dateErrors = tacticDateErrors(body.startDate, body.endDate);
  if (dateErrors) throw new InvalidInput(dateErrors);
  const catalog = await getReferenceRecord('tactic', body.tacticId);
  if (!catalog || catalog.active === false) throw new InvalidInput({ tacticId: [recordMessages.tactic] });
  const deliveryMethod = await getReferenceRecord('deliveryMethod', catalog.deliveryMethodId);
  const totalCost = tacticCost(catalog.unitCost, body.orderQuantity);
  const updated = await insertProgramTactic(
    aggregate,
    tacticFromCatalog(catalog, deliveryMethod, body.orderQuantity, {
      description: body.description ?? catalog.description ?? null,
      startDate: body.startDate ?? aggregate.program.programStartDate,
      endDate: body.endDate ?? aggregate.program.programEndDate,
      allocations: allocationsFor(totalCost, body.allocations, aggregate),
    }),
    auth,
  );
  return details(updated);
}

export async function updateTactic(id: string, body: RouteContext<'programtactics.update'>['body'], auth: AuthContext) {
  const { aggregate, tactic } = await loadProgramTactic(id, auth);
  refuseChange(aggregate.program, 'tactics', auth, body.version);
  const orderQuantity = body.orderQuantity ?? tactic.orderQuantity;
  const totalCost = tacticCost(tactic.unitCost, orderQuantity);
  const startDate = body.startDate === undefined ? tactic.startDate : body.startDate;
  // Changing the start date clears an end date that falls before it (spec 02, section 4).
  let endDate = body.endDate === undefined ? tactic.endDate : body.endDate;
  if (body.endDate === undefined && startDate && endDate && endDate < startDate) endDate = null;
  const dateErrors = tacticDateErrors(startDate, endDate);
  if (dateErrors) throw new InvalidInput(dateErrors);
  const allocations =
    body.allocations ??
    (totalCost === tactic.totalCost ? tactic.allocations : defaultAllocations(totalCost, aggregate.fundingSources));
  const next: ProgramTactic = {
    ...tactic,
    orderQuantity,
    totalCost,
    startDate: startDate ?? null,
    endDate: endDate ?? null,
    description: body.description === undefined ? tactic.description : (body.description ?? null),
    allocations: allocationsFor(totalCost, allocations, aggregate),
  };
  return details(await replaceProgramTactic(aggregate, next, auth));
}

export async function removeTactic(id: string, version: number, auth: AuthContext) {
  const { aggregate, tactic } = await loadProgramTactic(id, auth);
  refuseChange(aggregate.program, 'tactics', auth, version);
  return details(await deleteProgramTactic(aggregate, tactic, auth));
}

export async function canDeleteTactic(id: string, auth: AuthContext) {
  const { aggregate } = await loadProgramTactic(id, auth);
  const plannable = plannableStatuses.includes(aggregate.program.statusId);
  const allowed =
    plannable &&
    hasClaim(auth.claims, knownClaims.deleteProgramTactic.resource, knownClaims.deleteProgramTactic.operation);
  return {
    result: allowed ? 'DELETE' : plannable ? tacticMessages.noDeleteClaim : programServerMessages.notPlannable,
  };
}

export async function addComponent(body: RouteContext<'components.add'>['body'], auth: AuthContext) {
  const { aggregate, tactic } = await loadProgramTactic(body.programTacticId, auth);
  refuseChange(aggregate.program, 'components', auth, body.version);
  const type = await getReferenceRecord('componentType', body.componentTypeId);
  if (!type || type.active === false) throw new InvalidInput({ componentTypeId: [recordMessages.componentType] });
  const fields = {
    name: body.name,
    componentTypeId: body.componentTypeId,
    description: body.description ?? null,
    quantity: body.quantity ?? null,
    vendor: body.vendor ?? null,
  };
  return details(await insertComponent(aggregate, tactic, fields, auth));
}

export async function canDeleteComponent(id: string, auth: AuthContext) {
  const { aggregate } = await loadComponent(id, auth);
  return {
    result: plannableStatuses.includes(aggregate.program.statusId) ? 'DELETE' : programServerMessages.notPlannable,
  };
}

export async function removeComponent(id: string, version: number, auth: AuthContext) {
  const { aggregate, tactic, componentKey } = await loadComponent(id, auth);
  refuseChange(aggregate.program, 'components', auth, version);
  return details(await deleteComponent(aggregate, tactic, componentKey, auth));
}

/** A presigned upload for a component's file; the file is listed on the component at once. */
export async function uploadComponentFile(
  id: string,
  body: RouteContext<'components.upload'>['body'],
  auth: AuthContext,
) {
  const { aggregate, tactic, componentKey } = await loadComponent(id, auth);
  refuseChange(aggregate.program, 'componentFiles', auth);
  const { upload, document } = await createUploadSlot(body, auth.subject, {
    kind: 'program',
    programId: tactic.programId,
  });
  await appendComponentFile(
    aggregate.program,
    tactic.id,
    componentKey,
    { documentId: document.id, fileName: document.fileName },
    auth,
  );
  return upload;
}

export async function deleteComponentFile(componentId: string, key: string, auth: AuthContext) {
  const { aggregate, tactic, componentKey } = await loadComponent(componentId, auth);
  refuseChange(aggregate.program, 'componentFiles', auth);
  return removeComponentFile(aggregate.program, tactic.id, componentKey, key, auth);
}
