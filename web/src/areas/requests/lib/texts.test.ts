import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { requestMessages, requestNotices } from '../../../../../shared/communication/requests';
import us from '../i18n/us.json';
import { initEveryLanguage } from '../../../i18n/translationFolders';
import { translatedNotices, versionName } from './texts';

describe('the texts of communication requests', () => {
  it("are the spec's words in the us file, word for word (typos included)", () => {
    expect(us.requests.spec).toEqual(requestMessages);
  });

  it('word our own rules of the create form and the contacts in the us file as the server does', () => {
    for (const name of translatedNotices) expect(us.requests.notices[name]).toBe(requestNotices[name]);
  });
});

describe("a request's versions", () => {
  it("are named in the reader's language: a Spanish or Japanese page listed 'Version 1', 'Version 2'", async () => {
    await initEveryLanguage();
    const names: Record<string, string> = {};
    for (const language of ['us', 'es', 'jp', 'fr', 'de', 'cn', 'zh', 'pt', 'ru', 'kr']) {
      await i18next.changeLanguage(language);
      names[language] = versionName(i18next.t, 2);
    }
    await i18next.changeLanguage('us');
    expect(names.us).toBe('Version 2');
    expect(names.es).toBe('Versión 2');
    expect(names.jp).toBe('バージョン 2');
    // French and German write 'Version' too; the other languages their own word.
    for (const [language, name] of Object.entries(names)) {
      expect(name, language).toMatch(/^\S+ 2$/);
      if (!['us', 'fr', 'de'].includes(language)) expect(name, language).not.toBe('Version 2');
    }
  });
});
