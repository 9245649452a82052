import { type RouteResult } from '../../../lib/api';
import { useRoute, writeThenRefresh } from '../../../lib/useRoute';

type ProgramCustomizations = RouteResult<'programs.customizations'>;
type Entry = ProgramCustomizations['entries'][number];

/** A program's customizations: those offered and the saved, applied and production ones (`programs/{id}/customizations`). */
export const useProgramCustomizations = (programId: number | null) =>
  useRoute('programs.customizations', programId ? { params: { id: programId } } : null);

const reads = ['programs.customizations', 'programs.hasCustomizations'] as const;

/** Saves the entries at the version read (`PUT programs/{id}/customizations`). */
export const saveCustomizations = (programId: number, version: number, entries: Entry[]) =>
  writeThenRefresh(reads, 'programs.saveCustomizations', { params: { id: programId }, body: { version, entries } });

/** Applies the saved customizations to the program (`PUT programs/{id}/apply-customizations`). */
export const applyCustomizations = (programId: number, version: number) =>
  writeThenRefresh(reads, 'programs.applyCustomizations', { params: { id: programId }, body: { version } });
