import { readFile } from 'node:fs/promises';
import i18next from 'i18next';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../shared/constants';
import { languageBundle, translationFiles } from '../../vite.config';

/**
 * The translation files as the i18n tests read them (translations.test.ts, untranslated.test.ts): the folders that
 * hold them, each file's texts by dotted key.
 */
export type Tree = { [key: string]: string | Tree };
export const srcDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The spec's texts are the `us` texts of this folder (shared/messages), so it has no us.json. */
export const specFolder = resolve(srcDir, 'i18n/spec');

/** A file's texts by dotted key. */
export const leaves = (tree: Tree, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : [...leaves(value, `${prefix}${key}.`)],
    ),
  );
export const readTree = async (file: string) => JSON.parse(await readFile(file, 'utf8')) as Tree;

/** Every folder holding translation files, with its files by language. */
export async function translationFolders(): Promise<Map<string, Map<string, string>>> {
  const folders = new Map<string, Map<string, string>>();
  for (const [language, files] of await translationFiles(srcDir)) {
    for (const file of files) {
      const folder = dirname(file);
      if (!folders.has(folder)) folders.set(folder, new Map());
      folders.get(folder)!.set(language, file);
    }
  }
  return folders;
}

/** i18next with every language's merged bundle, as the app loads them, for tests that read texts in each language. */
export async function initEveryLanguage(): Promise<void> {
  await i18next.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    resources: Object.fromEntries(
      await Promise.all(
        LANGUAGES.map(async (language) => [language, { translation: await languageBundle(language, srcDir) }]),
      ),
    ),
  });
}
