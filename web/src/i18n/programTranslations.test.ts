import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { specTexts } from '../lib/i18n';

type Tree = { [key: string]: string | Tree };
const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The texts of the program screens (Campaign Library, My Campaigns, Program Status, details, catalog, finalize, promos, delivery, requests), the widgets they use and the spec's own. */
const programFolders = [
  'areas/campaigns/i18n',
  'areas/programs/i18n',
  'areas/status/i18n',
  'areas/requests/i18n',
  'areas/delivery/i18n',
  'components/i18n',
  'i18n/spec',
];
/** The languages whose program-screen texts were English for a while (issue 16); us, fr, es and de were never. */
const languages = ['jp', 'cn', 'zh', 'pt', 'ru', 'kr'] as const;

/** Texts that are rightly the same as in English: codes and abbreviations everywhere, and a language's own words. */
const sameEverywhere = ['ATL', 'BTL', 'JTBD', 'OK', 'PDF', 'SKU', 'USD', 'MM/DD/YYYY'];
const sameIn: Partial<Record<(typeof languages)[number], string[]>> = {
  pt: ['Total', 'TOTAL', 'Subtotal', 'Status', 'Status: {{status}}'],
};

const leaves = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : [...leaves(value, `${prefix}${key}.`)],
    ),
  );
const readTree = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Tree;
/** No word of its own: only placeholders, digits and punctuation (e.g. '{{sum}} / {{total}}', '—'). */
const hasNoWords = (text: string) => !/\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

describe('the program screens in jp, cn, zh, pt, ru and kr', () => {
  it('show no text still in English, but for codes and words that are the same in that language', async () => {
    const untranslated: string[] = [];
    for (const folder of programFolders) {
      const english =
        folder === 'i18n/spec'
          ? leaves({ spec: specTexts as unknown as Tree })
          : leaves(await readTree(resolve(srcDir, folder, 'us.json')));
      for (const language of languages) {
        const texts = leaves(await readTree(resolve(srcDir, folder, `${language}.json`)));
        const allowed = new Set([...sameEverywhere, ...(sameIn[language] ?? [])]);
        for (const [key, text] of texts)
          if (text === english.get(key) && !allowed.has(text) && !hasNoWords(text))
            untranslated.push(`${folder}/${language}.json ${key}: ${text}`);
      }
    }
    expect(untranslated).toEqual([]);
  });
});
