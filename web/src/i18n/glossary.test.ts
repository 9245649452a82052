import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../shared/constants';
import { specTexts } from '../lib/i18n';
import { leaves, readTree, specFolder, srcDir, translationFolders, type Tree } from './translationFolders';

type Language = Exclude<(typeof LANGUAGES)[number], typeof DEFAULT_LOCALE>;

/**
 * The product's own words, one per language: a screen that says 'distributeur' beside one that says 'détaillant'
 * for the same retailer (French production processing against Program Status), or 'プログラム' here and '施策'
 * there for a tactic, reads as two things. Each text whose English names the concept names it with the language's
 * word (its stem, so that plurals and cases pass), and not with a word it replaced (`notWith`): a text can hold
 * the word in another sense and still call the concept by the old one.
 */
interface Concept {
  concept: RegExp;
  words: Record<Language, string>;
  notWith?: Partial<Record<Language, string[]>>;
}

const glossary: Concept[] = [
  {
    concept: /retailer/i,
    words: {
      fr: 'distributeur',
      es: 'minorista',
      pt: 'varejista',
      de: 'händler',
      ru: 'ритейлер',
      jp: '小売',
      zh: '零售',
      cn: '零售',
      kr: '소매',
    },
    notWith: { fr: ['détaillant', 'enseigne'], ru: ['розничн'] },
  },
  {
    concept: /\bprograms?\b/i,
    words: {
      fr: 'programme',
      es: 'programa',
      pt: 'programa',
      de: 'programm',
      ru: 'программ',
      jp: 'プログラム',
      zh: '計畫',
      cn: '计划',
      kr: '프로그램',
    },
    // 計畫 and 计划 also mean 'a plan': a text that plans programs says 規劃 / 规划 for the verb, never 專案 or 项目
    // for the program (Traditional 項目 stays free: its texts say it for the options and jobs a program has).
    notWith: { zh: ['專案', '方案'], cn: ['项目', '方案'] },
  },
  {
    concept: /\btactics?\b/i,
    words: {
      fr: 'tactique',
      es: 'táctica',
      pt: 'tática',
      de: 'taktik',
      ru: 'тактик',
      jp: '施策',
      zh: '策略',
      cn: '策略',
      kr: '전술',
    },
    notWith: { jp: ['タクティクス', '戦術'], de: ['maßnahme'], cn: ['战术'] },
  },
  {
    concept: /\bbrands?\b/i,
    words: {
      fr: 'marque',
      es: 'marca',
      pt: 'marca',
      de: 'marke',
      ru: 'бренд',
      jp: 'ブランド',
      zh: '品牌',
      cn: '品牌',
      kr: '브랜드',
    },
  },
];

/**
 * Texts that may leave the word out: the voice help quotes the English page names a user says, the print button
 * is the verb alone, and an empty cart is said without naming what it holds.
 */
const mayLeaveOut = new Set(['shell.voice.sayPage', 'programs.header.print', 'programs.cart.empty']);

/** A text without its {{placeholders}}: a retailer's name put in is not the word for a retailer. */
const ownWords = (text: string) => text.replace(/\{\{\w+\}\}/g, '');

describe('each language names the product’s concepts with one word', () => {
  it.each(LANGUAGES.filter((l): l is Language => l !== DEFAULT_LOCALE))('%s', async (language) => {
    const astray: string[] = [];
    for (const [folder, files] of await translationFolders()) {
      const english = files.get(DEFAULT_LOCALE);
      const translated = files.get(language);
      if (!translated || (!english && folder !== specFolder)) continue;
      const translations = leaves(await readTree(translated));
      // The spec's own texts are the English of the spec folder (shared/messages).
      const englishTexts = english ? leaves(await readTree(english)) : leaves({ spec: specTexts as unknown as Tree });
      for (const [key, text] of englishTexts) {
        const own = translations.get(key);
        if (own === undefined || mayLeaveOut.has(key)) continue;
        for (const { concept, words, notWith } of glossary) {
          if (!concept.test(ownWords(text))) continue;
          const ownText = ownWords(own).toLowerCase();
          const replaced = (notWith?.[language] ?? []).find((word) => ownText.includes(word));
          if (!ownText.includes(words[language]) || replaced)
            astray.push(`${relative(srcDir, translated)} ${key}: '${own}' (${replaced ?? words[language]}: '${text}')`);
        }
      }
    }
    expect(astray).toEqual([]);
  });
});
