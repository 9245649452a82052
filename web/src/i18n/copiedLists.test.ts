import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../../shared/constants';
import { readTree, srcDir, translationFolders, type Tree } from './translationFolders';

/**
 * Lists that read the same in English on purpose, each with why: their words differ in other languages.
 * Any other pair is one list kept twice.
 */
const sameInEnglish = new Map<string, string>([
  [
    'programs.promos.buckets ~ programs.promos.statuses',
    'the promo page\u2019s bucket headings are plural, a code\u2019s status singular (Nouvelles, Nouvelle)',
  ],
]);

/** Every list of three or more texts in a `us` file, by its dotted key: its texts by name. */
function listsOf(tree: Tree, prefix = ''): [string, string][] {
  const texts = Object.entries(tree).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  const own: [string, string][] =
    texts.length >= 3 ? [[prefix.slice(0, -1), JSON.stringify(texts.sort(([a], [b]) => a.localeCompare(b)))]] : [];
  const nested = Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [] : listsOf(value, `${prefix}${key}.`),
  );
  return [...own, ...nested];
}

describe('the translation files', () => {
  it('keep each list of names once: no two lists of three or more texts alike, name for name, in English', async () => {
    const byContent = new Map<string, string[]>();
    for (const [folder, files] of await translationFolders()) {
      const us = files.get(DEFAULT_LOCALE);
      if (!us) continue;
      for (const [key, content] of listsOf(await readTree(us)))
        byContent.set(content, [...(byContent.get(content) ?? []), `${key} (${relative(srcDir, folder)})`]);
    }
    const copies = [...byContent.values()]
      .filter((places) => places.length > 1)
      .map((places) => places.map((place) => place.replace(/ \(.*\)$/, '')).join(' ~ '))
      .filter((pair) => !sameInEnglish.has(pair));
    expect(copies).toEqual([]);
  });
});
