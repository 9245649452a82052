import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/i18n';

/** The platform's texts in the reader's language; a server's own words as they came. */
export function useMessageText() {
  const { t } = useTranslation();
  return (text: string) => translateMessage(t, text);
}
