import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../shared/constants';
import { LANGUAGE_KEYS, languageBundle, mergeTranslations } from '../../vite.config';
import { specTexts } from '../lib/i18n';
import { leaves, readTree, specFolder, srcDir, translationFolders, type Tree } from './translationFolders';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

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
        for (const key of reference.keys()) if (!texts.has(key)) problems.push(`${name}/${language}.json lacks ${key}`);
        for (const [key, text] of texts) {
          if (!reference.has(key))
            problems.push(`${name}/${language}.json has ${key}, which ${DEFAULT_LOCALE} has not`);
          else if (text.trim() === '') problems.push(`${name}/${language}.json: ${key} is empty`);
          else if (placeholders(text).join() !== placeholders(reference.get(key)!).join())
            problems.push(`${name}/${language}.json: ${key} has other placeholders than ${DEFAULT_LOCALE}`);
        }
      }
    }
    expect(problems).toEqual([]);
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
