import type { ProgramAction } from '../../../../../shared/programs/status';
import { ApiError, callRoute, type RouteCallInput } from '../../../lib/api';
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
 * `de-activate/{id}`, `delete-program/{id}`). A deleted program no longer exists, so the server answers its
 * delete with 404: that answer means done, and nothing is returned.
 */
export async function transitionProgram(action: ProgramAction, id: number, body: TransitionBody): Promise<ProgramDetails | null> {
  try {
    const details = await callRoute(routeOf[action] as 'programs.submit', { params: { id }, body });
    await programChanged(details);
    return details;
  } catch (error) {
    if (action === 'delete' && error instanceof ApiError && error.status === 404) {
      await programDeleted(id);
      return null;
    }
    throw error;
  }
}

/** Whether the program may be submitted now, and why not (`programs/can-submit/{id}`). */
export const useCanSubmit = (id: number | null) => useRoute('programs.canSubmit', id ? { params: { id } } : null);
/** 'DELETE' or the reason the program cannot be deleted (`programs/check-candelete/{id}`). */
export const useCanDelete = (id: number | null) => useRoute('programs.canDelete', id ? { params: { id } } : null);
/** 'DEACTIVATE' or the reason (`programs/check-candeactivate/{id}`). */
export const useCanDeactivate = (id: number | null) => useRoute('programs.canDeactivate', id ? { params: { id } } : null);
