import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../shared/constants';
import { LANGUAGE_KEYS, languageBundle, mergeTranslations } from '../../vite.config';
import { specTexts } from '../lib/i18n';
import { leaves, readTree, specFolder, srcDir, translationFolders, type Tree } from './translationFolders';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** A plural form's key (`name_one`, `name_few`...), as i18next looks them up: its name and its form. */
const PLURAL_KEY = /^(.*)_(zero|one|two|few|many|other)$/;
/**
 * The plural forms i18next asks a language for, for counts below a thousand: it picks them with Intl.PluralRules
 * given the language key (ru: one, few, many, other; a key Intl does not know, such as jp, reads as English).
 */
const pluralForms = (language: string) => {
  const rules = new Intl.PluralRules(language);
  return new Set(Array.from({ length: 1000 }, (_, count) => rules.select(count)));
};
/**
 * The keys a language's file must hold, given the us keys: every key, and for each plural text also the forms
 * the language needs beyond us's (`name_few`, `name_many` in ru). Without them i18next falls back to the us text.
 */
function expectedKeys(reference: Map<string, string>, language: string): Map<string, string> {
  const expected = new Map(reference);
  for (const [key, text] of reference) {
    const plural = PLURAL_KEY.exec(key);
    if (plural?.[2] !== 'other') continue;
    for (const form of pluralForms(language))
      if (!expected.has(`${plural[1]}_${form}`)) expected.set(`${plural[1]}_${form}`, text);
  }
  return expected;
}
/** A plural form may name the count where us writes the number out ('1 brand'): ru's one form covers 21 too. */
const samePlaceholders = (key: string, text: string, reference: string) => {
  const without = (t: string) => placeholders(t).filter((p) => !PLURAL_KEY.test(key) || p !== 'count');
  return without(text).join() === without(reference).join();
};

describe('translation files', () => {
  it('are kept for exactly the spec languages', () => {
    expect([...LANGUAGE_KEYS]).toEqual([...LANGUAGES]);
  });

  it('exist for every language in every area, with exactly the keys and placeholders of us', async () => {
    const folders = await translationFolders();
    expect(folders.size).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const [folder, files] of folders) {
      const name = relative(srcDir, folder);
      const reference =
        folder === specFolder
          ? leaves({ spec: specTexts as unknown as Tree })
          : files.has(DEFAULT_LOCALE)
            ? leaves(await readTree(files.get(DEFAULT_LOCALE)!))
            : null;
      if (!reference) {
        problems.push(`${name}: no ${DEFAULT_LOCALE}.json`);
        continue;
      }
      for (const language of LANGUAGES) {
        if (language === DEFAULT_LOCALE && folder === specFolder) continue;
        const file = files.get(language);
        if (!file) {
          problems.push(`${name}: no ${language}.json`);
          continue;
        }
        const texts = leaves(await readTree(file));
        const expected = expectedKeys(reference, language);
        for (const key of expected.keys()) if (!texts.has(key)) problems.push(`${name}/${language}.json lacks ${key}`);
        for (const [key, text] of texts) {
          if (!expected.has(key)) problems.push(`${name}/${language}.json has ${key}, which ${DEFAULT_LOCALE} has not`);
          else if (text.trim() === '') problems.push(`${name}/${language}.json: ${key} is empty`);
          else if (!samePlaceholders(key, text, expected.get(key)!))
            problems.push(`${name}/${language}.json: ${key} has other placeholders than ${DEFAULT_LOCALE}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("leave a record's number and name to the one label the lists use", async () => {
    // '#12 · Summer Refresh' is `programLabel`'s: a text that writes a number beside a name ('program {{id}}:
    // {{name}}') names the same program another way than the page around it.
    const numberBesideName = /\{\{\s*\w*id\s*\}\}\W{0,3}\{\{\s*\w*name\s*\}\}/i;
    const found: string[] = [];
    for (const [folder, files] of await translationFolders()) {
      const us = files.get(DEFAULT_LOCALE);
      if (!us) continue;
      for (const [key, text] of leaves(await readTree(us)))
        if (numberBesideName.test(text)) found.push(`${relative(srcDir, folder)} ${key}: ${text}`);
    }
    expect(found).toEqual([]);
  });

  it('merge into one bundle per language without two areas giving the same key', async () => {
    for (const language of LANGUAGES) {
      const bundle = await languageBundle(language, srcDir);
      expect(Object.keys(bundle)).toContain('shell');
    }
  });

  it('refuse a key given twice', () => {
    expect(() =>
      mergeTranslations([
        { file: 'a/us.json', tree: { shell: { title: 'A' } } },
        { file: 'b/us.json', tree: { shell: { title: 'B' } } },
      ]),
    ).toThrow(/shell\.title of b\/us\.json is already given by a\/us\.json/);
    expect(
      mergeTranslations([
        { file: 'a', tree: { x: { a: '1' } } },
        { file: 'b', tree: { x: { b: '2' } } },
      ]),
    ).toEqual({ x: { a: '1', b: '2' } });
  });
});
