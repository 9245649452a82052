import { productionMessages } from '../../../shared/production/orderStatus';
import {
  customizationDefinitions,
  describeCustomizations,
  resolveCustomizations,
} from '../../../shared/programs/customizations';
import { programStatus } from '../../../shared/programs/status';
import { Conflict, InvalidInput } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import type { AuthContext } from '../../lib/identity';
import { actorOf } from '../programs/audit';
import { loadVisibleProgram, refuseChange, rootAllows } from '../programs/guard';
import {
  getCustomizations,
  stillApproved,
  writeCustomizations,
  type StoredCustomizations,
} from './productionRepository';

/**
 * A program's customizations (spec 02, 'Customizations'; docs/decisions.md 'Customizations'): saved while the
 * program is planned (the program guard's `customizations` change), applied to the program, and once approved
 * applied to production, where the production files and job tickets carry them.
 */

const answer = (programId: number, stored: StoredCustomizations) => ({
  programId,
  definitions: customizationDefinitions.map((d) => ({ ...d, displayOptions: [...d.displayOptions] })),
  ...stored,
});

export async function customizationsOf(programId: number, auth: AuthContext) {
  await loadVisibleProgram(programId, auth);
  return answer(programId, await getCustomizations(programId));
}

export async function hasCustomizations(programId: number, auth: AuthContext) {
  await loadVisibleProgram(programId, auth);
  return { hasCustomizations: (await getCustomizations(programId)).entries.length > 0 };
}

export async function saveCustomizations(
  programId: number,
  body: RouteContext<'programs.saveCustomizations'>['body'],
  auth: AuthContext,
) {
  const { program } = await loadVisibleProgram(programId, auth);
  refuseChange(program, 'customizations', auth);
  const stored = await getCustomizations(programId);
  if (stored.version !== body.version) throw new Conflict();
  const { entries, errors } = resolveCustomizations(body.entries);
  if (Object.keys(errors).length) throw new InvalidInput(errors);
  const saved = await writeCustomizations(
    programId,
    stored,
    { entries },
    { actor: actorOf(auth), action: 'customizations', notes: describeCustomizations(entries) },
    rootAllows(program, 'customizations', auth),
  );
  return answer(programId, saved);
}

export async function applyCustomizations(programId: number, version: number, auth: AuthContext) {
  const { program } = await loadVisibleProgram(programId, auth);
  refuseChange(program, 'customizations', auth);
  const stored = await getCustomizations(programId);
  if (stored.version !== version) throw new Conflict();
  const applied = await writeCustomizations(
    programId,
    stored,
    { appliedEntries: stored.entries, appliedAt: new Date().toISOString() },
    { actor: actorOf(auth), action: 'customizations-apply', notes: describeCustomizations(stored.entries) },
    rootAllows(program, 'customizations', auth),
  );
  return answer(programId, applied);
}

/** The applied customizations go to the approved program's production files and job tickets. */
export async function applyCustomizationsToProduction(programId: number, auth: AuthContext) {
  const { program } = await loadVisibleProgram(programId, auth);
  if (program.statusId !== programStatus.approved) throw new Conflict(productionMessages.notApproved);
  const stored = await getCustomizations(programId);
  if (stored.appliedEntries.length === 0) throw new Conflict(productionMessages.customizationsNotApplied);
  const applied = await writeCustomizations(
    programId,
    stored,
    { productionEntries: stored.appliedEntries, appliedToProductionAt: new Date().toISOString() },
    {
      actor: actorOf(auth),
      action: 'customizations-production',
      notes: describeCustomizations(stored.appliedEntries),
    },
    stillApproved(programId),
  );
  return answer(programId, applied);
}
