import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../shared/constants';
import { messageTypes, notificationTypes } from '../../../shared/communication/messages';
import { initEveryLanguage } from '../i18n/translationFolders';
import { noticeTypeText, noticeTypes } from './noticeTypes';

describe("a notification's or a message's type", () => {
  it("reads in the reader's language, each type by its own words, never by the name the server stores", async () => {
    await initEveryLanguage();
    expect(new Set(noticeTypes)).toEqual(new Set([...notificationTypes, ...messageTypes]));
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      await i18next.changeLanguage(language);
      const words = noticeTypes.map((type) => noticeTypeText(i18next.t, type));
      if (new Set(words).size !== words.length)
        problems.push(`${language}: two types read alike (${words.join(', ')})`);
      for (const [i, type] of noticeTypes.entries())
        if (words[i].startsWith('communication.') || (language !== DEFAULT_LOCALE && words[i] === type))
          problems.push(`${language}: ${type} reads '${words[i]}'`);
    }
    expect(problems).toEqual([]);
    await i18next.changeLanguage('fr');
    expect(noticeTypeText(i18next.t, 'Action Required')).toBe('Action requise');
    expect(noticeTypeText(i18next.t, 'Program Update')).toBe('Mise à jour du programme');
    // A type this version of the app does not know shows as stored rather than as a key.
    expect(noticeTypeText(i18next.t, 'Escalation')).toBe('Escalation');
    await i18next.changeLanguage(DEFAULT_LOCALE);
    expect(noticeTypeText(i18next.t, 'Action Required')).toBe('Action Required');
  });
});
