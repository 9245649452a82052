import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { jobMessages } from '../../../../../shared/programs/jobsToBeDone';
import { programGuardMessages, programMessages, programServerMessages } from '../../../../../shared/programs/messages';
import { translateMessage } from '../../../lib/i18n';

/**
 * The programs document's texts (shared/programs), translated through `programs.spec.*`. The `us` file holds the
 * same English words (a unit test keeps them equal to shared/programs), so a server message that arrives in
 * English is shown in the reader's language too.
 */
type Texts = Record<string, string>;
const { removeFundingConfirm: _confirm, ...programTexts } = programMessages;
// Texts with values are read back by `translateMessage` (their `us` templates), not looked up whole.
const { tooManyTactics: _max, unknownStores: _stores, ...serverTexts } = programServerMessages;
export const programSpecGroups: Record<string, Texts> = {
  program: programTexts,
  server: serverTexts,
  jobs: jobMessages,
  fourEyes: {
    selfReviewProgram: programGuardMessages.selfReviewProgram,
    selfReviewPromo: programGuardMessages.selfReviewPromo,
  },
};

const keyByText = new Map<string, string>(
  Object.entries(programSpecGroups).flatMap(([group, texts]) =>
    Object.entries(texts).map(([name, text]) => [text, `programs.spec.${group}.${name}`] as const),
  ),
);

/** Translates a message that may be one of the programs texts, the platform's, or a server's own words. */
export function useSpecText() {
  const { t } = useTranslation();
  return useCallback(
    (text: string) => {
      const key = keyByText.get(text);
      return key ? t(key) : translateMessage(t, text);
    },
    [t],
  );
}
