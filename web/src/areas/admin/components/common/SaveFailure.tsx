import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n';
import { FormMessages } from '../../../../components/forms';

/**
 * The form-level messages of a failed save. After a 409 the user may reload the record (their changes are
 * replaced by the stored ones, which they asked for); until then everything they typed stays in the form.
 */
export function SaveFailure({
  messages,
  stale,
  onReload,
}: {
  messages: readonly string[];
  stale: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormMessages messages={messages.map((m) => translateMessage(t, m))}>
      {stale && (
        <Button
          type="button"
          label={t('admin.common.reload')}
          icon="pi pi-refresh"
          size="small"
          text
          onClick={onReload}
          className="stale-reload"
        />
      )}
    </FormMessages>
  );
}
