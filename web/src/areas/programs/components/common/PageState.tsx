import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api';
import { messagesOfError } from '../../../../components/messageBox';
import { useSpecText } from '../../lib/specText';

/** A page whose program could not be read: the spec's text, and the server's reason. */
export function ProgramLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const reasons = error instanceof ApiError && error.status !== 404 ? messagesOfError(error).map(specText) : [];
  return (
    <Message
      severity="error"
      className="page-message"
      text={[
        t('programs.spec.program.loadFailed'),
        ...reasons.filter((r) => r !== t('programs.spec.program.loadFailed')),
      ].join(' — ')}
    />
  );
}

/** Turns a route parameter into a program id, or null when it is not one. */
export const programIdOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};
