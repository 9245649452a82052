import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api';
import { translateMessage } from '../../../../lib/i18n';
import { FormMessages } from '../../../../components/forms';

/** A 409 on save means the record changed since it was read: the server's text, and a way to reload it. */
export const isStaleVersion = (error: unknown) => error instanceof ApiError && error.status === 409;

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
