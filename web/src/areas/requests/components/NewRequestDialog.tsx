import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialog';
import { NewRequestForm } from './NewRequestForm';

/** Create New Request as a modal (spec 03: modal or side panel); its own buttons close it. */
export function NewRequestDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AppDialog
      visible
      onHide={onClose}
      closable={false}
      header={t('requests.create.title')}
      style={{ width: 'min(48rem, 95vw)' }}
    >
      <NewRequestForm onClose={onClose} />
    </AppDialog>
  );
}
