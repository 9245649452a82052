import type { TFunction } from 'i18next';
import { communicationRequestWorkflow } from '../../../../../shared/communication/requests';
import { poReconciliationWorkflow } from '../../../../../shared/expenses/rules';
import { promoStatusNames } from '../../../../../shared/programs/promoCodes';
import { programStatusNames } from '../../../../../shared/programs/status';
import type { Task, TaskItemType } from '../../../../../shared/tasks/tasks';
import { programStatusTexts, promoStatusTexts } from '../../../lib/programStatus';

const keysOf = (names: Record<string, string>, prefix: string): Record<string, string> =>
  Object.fromEntries(Object.entries(names).map(([state, name]) => [name, `${prefix}.${state}`]));

/**
 * The i18n key of each state name a task can carry (the server words a task's state with its item's workflow:
 * shared/tasks), by the kind of item: the same texts the item's own screens show for its status.
 */
export const taskStateKeys: Record<TaskItemType, Record<string, string>> = {
  program: keysOf(programStatusNames, programStatusTexts),
  promos: keysOf(promoStatusNames, promoStatusTexts),
  request: keysOf(communicationRequestWorkflow.stateNames, 'requests.list.status'),
  expense: keysOf(poReconciliationWorkflow.stateNames, 'expenses.status'),
};

/** A task's state in the reader's language; a state this web does not know yet as the server worded it. */
export function taskStateText(t: TFunction, task: Pick<Task, 'itemType' | 'stateName'>): string {
  const key = taskStateKeys[task.itemType][task.stateName];
  return key ? t(key) : task.stateName;
}
