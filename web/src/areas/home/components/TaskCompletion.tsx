import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messagesOfError } from '../../../components/messageBox';
import type { TaskRow } from '../../../lib/tasks';
import { writeThenRefresh } from '../../../lib/useRoute';

/**
 * Marking a task completed for this user alone (`tasks/{id}/mark-as-completed`), for home's card and the tasks
 * page: which task is being marked, why the last one failed, and the lists it changes read again.
 */
export function useTaskCompletion() {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string[]>([]);
  const complete = async (task: TaskRow) => {
    setBusy(task.id);
    setFailure([]);
    try {
      await writeThenRefresh(['tasks.actionRequired', 'tasks.complete', 'tasks.summary'], 'tasks.markAsCompleted', {
        params: { id: task.id },
      });
    } catch (error) {
      setFailure(messagesOfError(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, failure, complete };
}

/** The tick that marks one task completed. */
export function MarkCompletedButton({
  task,
  completion,
}: {
  task: TaskRow;
  completion: ReturnType<typeof useTaskCompletion>;
}) {
  const { t } = useTranslation();
  const label = t('home.tasks.markAsCompleted', { name: task.name });
  return (
    <Button
      icon="pi pi-check"
      text
      rounded
      size="small"
      loading={completion.busy === task.id}
      aria-label={label}
      title={label}
      onClick={() => void completion.complete(task)}
    />
  );
}
