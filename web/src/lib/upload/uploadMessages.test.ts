import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../../shared/constants';
import { uploadExtensions, uploadMessages } from '../../../../shared/uploads';
import { initEveryLanguage } from '../../i18n/translationFolders';
import { translateMessage } from '../i18n';

/** The server's refusals of a file it is asked an upload slot for, as it words them (shared/uploads.ts). */
const refusals = [
  uploadMessages.type('setup.exe', uploadExtensions('document').join(', ')),
  uploadMessages.notCsv('stores.txt'),
  uploadMessages.empty('empty.pdf'),
  uploadMessages.tooLarge('film.mov'),
];

describe("the server's refusal of an upload", () => {
  it('names the file, and reaches a reader of every language in their language, still naming it', async () => {
    await initEveryLanguage();
    const problems: string[] = [];
    for (const english of refusals) {
      const name = english.split(' ')[0];
      for (const language of LANGUAGES) {
        await i18next.changeLanguage(language);
        const shown = translateMessage(i18next.t, english);
        if (!shown.includes(name)) problems.push(`${language} shows '${shown}' without ${name}`);
        if (language === DEFAULT_LOCALE ? shown !== english : shown === english)
          problems.push(`${language} shows '${english}' as '${shown}'`);
        if (/\{\{/.test(shown)) problems.push(`${language} shows '${shown}'`);
      }
    }
    await i18next.changeLanguage(DEFAULT_LOCALE);
    expect(problems).toEqual([]);
  });
});
