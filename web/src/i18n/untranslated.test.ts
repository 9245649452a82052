import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../shared/constants';
import { specTexts } from '../lib/i18n';
import { leaves, readTree, specFolder, srcDir, translationFolders, type Tree } from './translationFolders';

type Language = Exclude<(typeof LANGUAGES)[number], typeof DEFAULT_LOCALE>;

/** Codes and abbreviations, the same in every language; whole texts first, then words. */
const codeTexts = ['MM/DD/YYYY', 'name@example.com'];
const codeWords = new Set(['ATL', 'BTL', 'JTBD', 'OK', 'PDF', 'SKU', 'USD', 'Q1', 'Q2', 'Q3', 'Q4']);

/**
 * Words a native speaker writes exactly as in English, per language (compared without case). A text equal to its
 * English one passes only when each of its words is a code or one of these. Keep them short: a word goes here
 * only when the language's own word is this one, never because a translation is missing. 'Mindshare' (the
 * expense kind's name, an English marketing term) stays where that language's files keep it.
 */
const sameIn: Record<Language, string[]> = {
  // prettier-ignore
  fr: [
    'Action', 'Actions', 'Administration', 'Allocation', 'Budget', 'Code', 'Configuration', 'Contact', 'Contacts',
    'Contributions', 'Coupons', 'Date', 'Dates', 'Description', 'E-mail', 'Graphite', 'Information', 'Menus',
    'Message', 'Messages', 'Net', 'Normal', 'Note', 'Notes', 'Notifications', 'Options', 'Page', 'Pages',
    'Production', 'Standard', 'Suggestions', 'Total', 'Type', 'Urgent', 'Version', 'Versions', 'Mindshare',
  ],
  es: ['Digital', 'Error', 'General', 'No', 'Normal', 'Roles', 'Sector', 'Subtotal', 'Total', 'Mindshare'],
  // prettier-ignore
  de: [
    'Administration', 'Budget', 'Code', 'Coupons', 'Dashboard', 'Detail', 'Details', 'Digital', 'Downloads',
    'Information', 'Layout', 'Link', 'Name', 'Normal', 'Operation', 'optional', 'Retainer', 'Standard', 'Status',
    'Text', 'Uploads', 'Version', 'Mindshare',
  ],
  jp: [],
  cn: [],
  zh: [],
  // prettier-ignore
  pt: [
    'Digital', 'Downloads', 'E-mail', 'Layout', 'Link', 'Menus', 'Normal', 'Status', 'Subtotal', 'Total', 'Mindshare',
  ],
  ru: ['Mindshare'],
  kr: [],
};

/** The words of a text once its placeholders and code texts are taken out ('E-mail' and 'Q1' are one word each). */
const words = (text: string) =>
  codeTexts
    .reduce((rest, code) => rest.split(code).join(' '), text.replace(/\{\{\s*\w+\s*\}\}/g, ' '))
    .match(/\p{L}[\p{L}\p{N}]*(?:['’-]\p{L}[\p{L}\p{N}]*)*/gu) ?? [];

/** Whether a text equal to its English one is rightly so in `language`: no words, or only codes and that language's. */
const sameAsEnglishIsRight = (text: string, language: Language) => {
  const own = new Set(sameIn[language].map((word) => word.toLowerCase()));
  return words(text).every((word) => codeWords.has(word) || own.has(word.toLowerCase()));
};

describe('translations', () => {
  it('hold no text still in English in any language, but for codes and words that language shares', async () => {
    const folders = await translationFolders();
    expect(folders.size).toBeGreaterThan(1);
    const untranslated: string[] = [];
    for (const [folder, files] of folders) {
      const name = relative(srcDir, folder);
      const english =
        folder === specFolder
          ? leaves({ spec: specTexts as unknown as Tree })
          : leaves(await readTree(files.get(DEFAULT_LOCALE)!));
      for (const language of LANGUAGES) {
        if (language === DEFAULT_LOCALE || !files.has(language)) continue;
        for (const [key, text] of leaves(await readTree(files.get(language)!)))
          if (text === english.get(key) && !sameAsEnglishIsRight(text, language))
            untranslated.push(`${name}/${language}.json ${key}: ${text}`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('refuse a text put back to English, and allow codes and a language’s own words', () => {
    expect(sameAsEnglishIsRight('Voice commands are off.', 'fr')).toBe(false);
    expect(sameAsEnglishIsRight('Status: {{status}}', 'ru')).toBe(false);
    expect(sameAsEnglishIsRight('{{sum}} / {{total}}', 'jp')).toBe(true);
    expect(sameAsEnglishIsRight('MM/DD/YYYY', 'kr')).toBe(true);
    expect(sameAsEnglishIsRight('SKU', 'cn')).toBe(true);
  });
});
