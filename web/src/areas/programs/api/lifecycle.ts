import type { ProgramAction } from '../../../../../shared/programs/status';
import { callRoute, type RouteCallInput } from '../../../lib/api';
import { useRoute } from '../../../lib/useRoute';
import { programChanged, programDeleted, type ProgramDetails } from './program';

const routeOf = {
  submit: 'programs.submit',
  approve: 'programs.approve',
  reject: 'programs.reject',
  cancel: 'programs.cancel',
  close: 'programs.close',
  revise: 'programs.revise',
  deactivate: 'programs.deactivate',
  delete: 'programs.delete',
} as const satisfies Record<ProgramAction, string>;

export type TransitionBody = RouteCallInput<'programs.submit'>['body'];

/**
 * One lifecycle call (`programs/{id}/submit`, `approve`, `reject-program`, `cancel`, `close`, `revise`,
 * `de-activate/{id}`, `delete-program/{id}`). A delete answers the program as it was left (status 90): what was
 * read about it is dropped without being read again (it would answer 404), and the lists are read again.
 */
export async function transitionProgram(
  action: ProgramAction,
  id: number,
  body: TransitionBody,
): Promise<ProgramDetails> {
  const details = await callRoute(routeOf[action] as 'programs.submit', { params: { id }, body });
  if (action === 'delete') await programDeleted(id);
  else await programChanged(details);
  return details;
}

/** Whether the program may be submitted now, and why not (`programs/can-submit/{id}`). */
export const useCanSubmit = (id: number | null) => useRoute('programs.canSubmit', id ? { params: { id } } : null);
/** 'DELETE' or the reason the program cannot be deleted (`programs/check-candelete/{id}`). */
export const useCanDelete = (id: number | null) => useRoute('programs.canDelete', id ? { params: { id } } : null);
/** 'DEACTIVATE' or the reason (`programs/check-candeactivate/{id}`). */
export const useCanDeactivate = (id: number | null) =>
  useRoute('programs.canDeactivate', id ? { params: { id } } : null);

/**
 * The Approvers modal's typeahead (`programs/{id}/approvers`): who may approve the program, at most 20 matches,
 * answered as one page for the shared lookup.
 */
export async function lookupApprovers(id: number, searchTerm: string) {
  const items = await callRoute('programs.approvers', { params: { id }, query: { search: searchTerm } });
  return {
    items,
    pageIndex: 0,
    pageSize: Math.max(items.length, 1),
    totalCount: items.length,
    totalPages: 1,
    hasPreviousPage: false,
    hasNextPage: false,
  };
}
