import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { requestMessages, requestNotices } from '../../../../../shared/communication/requests';
import { translateMessage } from '../../../lib/i18n';

export type RequestText = keyof typeof requestMessages;

/** Our own rules' texts the request screens show at a field or in a refusal, worded in every language. */
export const translatedNotices = ['reviewByInPast', 'reviewByAfterDue', 'contactNeeded'] as const;

const keyByText = new Map<string, string>([
  ...Object.entries(requestMessages).map(([name, text]) => [text, `requests.spec.${name}`] as const),
  ...translatedNotices.map((name) => [requestNotices[name], `requests.notices.${name}`] as const),
]);

/**
 * The spec's texts of communication requests (shared/communication/requests) in the reader's language, through
 * `requests.spec.*`; the `us` file holds the same words (a unit test keeps them equal).
 */
export function useRequestText() {
  const { t } = useTranslation();
  return useCallback((name: RequestText) => t(`requests.spec.${name}`), [t]);
}

/** A message that may be one of the spec's request texts, the platform's, or a server's own words. */
export function useServerText() {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const key = keyByText.get(text);
      return key ? t(key) : translateMessage(t, text);
    },
    [t],
  );
}

/**
 * A version's name in the reader's language ('Versión 2'), from its number: the server's `displayName` is the
 * English 'Version 2', which the version list, its heading, the thread and Compare versions showed on every page.
 */
export const versionName = (t: TFunction, versionId: number) => t('requests.version.name', { number: versionId });
