import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { FormMessages } from '../../../../components/forms';
import { ApiError } from '../../../../lib/api';
import { useSpecText } from '../../lib/specText';

/** A 409 means someone changed the program since it was read. */
export const isStale = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * The messages of a failed save or action, in the reader's language. After a 409 the reader may reload what is
 * stored; until then what they typed stays.
 */
export function ActionFailure({
  messages,
  stale,
  onReload,
}: {
  messages: readonly string[];
  stale: boolean;
  onReload: () => void;
}) {
  const { t } = useTranslation();
  const specText = useSpecText();
  return (
    <FormMessages messages={messages.map(specText)}>
      {stale && (
        <Button
          type="button"
          label={t('programs.common.reload')}
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
