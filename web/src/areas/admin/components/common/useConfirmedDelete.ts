import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../../components/confirm';
import { useMessageBox } from '../../../../components/messageBox';

/**
 * Deleting a record from an admin page: asks first (a danger confirmation with a Delete button), then says it
 * was deleted, or shows why not. Resolves whether it was deleted.
 */
export function useConfirmedDelete() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const box = useMessageBox();
  return async ({ question, remove, done }: { question: string; remove: () => Promise<unknown>; done: string }) => {
    if (!(await confirm({ message: question, danger: true, acceptLabel: t('admin.common.delete') }))) return false;
    try {
      await remove();
      box.success(done);
      return true;
    } catch (error) {
      box.error(error);
      return false;
    }
  };
}
