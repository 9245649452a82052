import i18next, { type BackendModule, type ReadCallback, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../shared/constants';
import * as contractMessages from '../../../shared/contract/contractMessages';
import * as contractFieldLabels from '../../../shared/contract/fieldLabels';
import { fundingAllocationMessages } from '../../../shared/allocation/funding';
import { allocationMessages } from '../../../shared/allocation/rules';
import { assetLinkMessages, communicationMessages, programNotices } from '../../../shared/communication/messages';
import * as sendReportMessages from '../../../shared/communication/sendReportMessages';
import { communicationRequestWorkflow, requestMessages, requestNotices } from '../../../shared/communication/requests';
import { deliveryMessages, deliveryServerMessages } from '../../../shared/delivery/rules';
import { expenseFieldLabels, expenseMessages, poReconciliationWorkflow } from '../../../shared/expenses/rules';
import { importFileMessages, unreadableCauses } from '../../../shared/imports/fileProblems';
import { importFailureMessages } from '../../../shared/imports/stuck';
import {
  adminMessages,
  httpMessages,
  inputMessages,
  layoutMessages,
  recordMessages,
  serverMessages,
  validationMessages,
} from '../../../shared/messages';
import { orderStatusWorkflow, productionMessages } from '../../../shared/production/orderStatus';
import { jobMessages, jobServerMessages } from '../../../shared/programs/jobsToBeDone';
import { programGuardMessages, programMessages, programServerMessages } from '../../../shared/programs/messages';
import { promoWorkflow } from '../../../shared/programs/promoCodes';
import { programWorkflow } from '../../../shared/programs/status';
import { tableColumnMessages } from '../../../shared/programs/statusColumns';
import * as tacticAllocationMessages from '../../../shared/programs/tacticAllocationMessages';
import * as referenceFieldLabels from '../../../shared/reference/fieldLabels';
import * as referenceFieldMessages from '../../../shared/reference/fieldMessages';
import { referenceKindFacts, referenceMessages } from '../../../shared/reference/kindFacts';
import * as referenceRecordMessages from '../../../shared/reference/referenceRecordMessages';
import { profileMessages, profileNotices, profileVersionWorkflow } from '../../../shared/retailerProfile/profile';
import { inventoryMessages } from '../../../shared/tactics/inventory';
import { tacticMessages } from '../../../shared/tactics/tacticRules';
import { uploadMessages } from '../../../shared/uploads';
import type { Workflow } from '../../../shared/workflow/workflow';
import { escapeRegExp } from './escapeRegExp';
import { programStatusTexts, promoStatusTexts } from './programStatus';

/**
 * Translations (spec 01, section 2: ten languages fetched from `/langs/{key}.json`; an unknown locale is an error).
 *
 * Each area keeps its texts in `i18n/{key}.json` beside its code under its own top-level key (`shell`, `auth`,
 * `home`, `misc`, `admin`, ...); the build merges them into one file per language. A text missing in a language
 * falls back to `us`. The spec's own texts (shared/messages) are the `us` texts of `spec.*`, so they stay word for
 * word in one place; `web/src/i18n/spec/{key}.json` translates them for the other languages.
 */
export type LanguageKey = (typeof LANGUAGES)[number];
const LANGUAGE_STORAGE_KEY = 'language';

function isLanguageKey(key: unknown): key is LanguageKey {
  return typeof key === 'string' && (LANGUAGES as readonly string[]).includes(key);
}

export function assertLanguageKey(key: unknown): LanguageKey {
  if (!isLanguageKey(key)) throw new Error(`Unknown locale: ${String(key)}`);
  return key;
}

export const languageFileUrl = (key: string) => `/langs/${assertLanguageKey(key)}.json`;

/**
 * The key of a fixed list's entry under its list's translations (a store format, a customization's option):
 * its letters and digits in lower case, so 'Club / Warehouse' is `clubwarehouse`.
 */
export const listItemKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** The spec's texts, as the `us` translations of `spec.*`. */
export const specTexts = { http: httpMessages, layout: layoutMessages, validation: validationMessages } as const;

/** Each language under its own name, so a reader finds theirs whatever the current language. */
export const languageNames: Record<LanguageKey, string> = {
  us: 'English (US)',
  fr: 'Français',
  es: 'Español',
  de: 'Deutsch',
  jp: '日本語',
  cn: '简体中文',
  zh: '繁體中文',
  pt: 'Português',
  ru: 'Русский',
  kr: '한국어',
};

/** The BCP 47 tag for `<html lang>` (screen readers, hyphenation, fonts), and the locale of dates and figures. */
const htmlLangOf: Record<LanguageKey, string> = {
  us: 'en-US',
  fr: 'fr',
  es: 'es',
  de: 'de',
  jp: 'ja',
  cn: 'zh-CN',
  zh: 'zh-TW',
  pt: 'pt',
  ru: 'ru',
  kr: 'ko',
};

/** The locale of a language as i18next names it (`i18n.language`); English (US) for one this web does not know. */
export const localeOf = (language: string): string => htmlLangOf[isLanguageKey(language) ? language : 'us'];

/** The language chosen on this device, or the default; a stored value outside the ten is ignored. */
function storedLanguage(): LanguageKey {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguageKey(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

/** Fetches `/langs/{key}.json`; `us` also carries the spec's texts. */
export function languagesBackend(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language: string, _namespace: string, callback: ReadCallback) {
      Promise.resolve()
        .then(async () => {
          const url = languageFileUrl(language);
          const response = await fetchImpl(url, { headers: { Accept: 'application/json' } });
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          const texts = (await response.json()) as Record<string, unknown>;
          return language === DEFAULT_LOCALE ? { ...texts, spec: specTexts } : texts;
        })
        .then(
          (texts) => callback(null, texts),
          (error: Error) => callback(error, false),
        );
    },
  };
}

function applyHtmlLang(language: string) {
  if (isLanguageKey(language) && typeof document !== 'undefined') document.documentElement.lang = htmlLangOf[language];
}

/** Loads the chosen language (and `us`, the fallback) before the app renders. */
export async function initI18n(fetchImpl?: typeof fetch) {
  i18next.on('languageChanged', applyHtmlLang);
  await i18next
    .use(languagesBackend(fetchImpl))
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    });
  if (!i18next.hasLoadedNamespace('translation'))
    throw new Error(`The texts of ${i18next.language} could not be loaded`);
}

/** Switches the language and keeps the choice on this device. A key outside the ten throws (spec). */
export async function changeLanguage(key: string) {
  const language = assertLanguageKey(key);
  await i18next.changeLanguage(language);
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}

/** The current language key. */
export const currentLanguage = (): LanguageKey => (isLanguageKey(i18next.language) ? i18next.language : DEFAULT_LOCALE);

/**
 * Every catalogue of English texts the server or shared code may hand the web (a field error of a shared schema, a
 * refusal, a confirmation, a toast), with the i18n keys that word it in each language: `{prefix}.{name}` for each
 * text. A text that takes values (a function) has there its `us` template ('{{label}} is required'), which reads
 * the server's finished English back into its values (`translateMessage`). The `us` file under each prefix holds
 * the same words, and every language has them (web/src/lib/knownTexts.test.ts, which also fails on a message list
 * of shared/ missing here). A new catalogue a screen shows joins this list with its translations.
 */
export const translatedCatalogues: readonly { prefix: string; texts: Record<string, unknown> }[] = [
  { prefix: 'spec.http', texts: httpMessages },
  { prefix: 'spec.layout', texts: layoutMessages },
  { prefix: 'spec.validation', texts: validationMessages },
  { prefix: 'requests.spec', texts: requestMessages },
  { prefix: 'widgets.requestNotices', texts: requestNotices },
  /** Worded by the web from a stored notice's facts (web/src/lib/noticeText.ts); the e-mails stay in English. */
  { prefix: 'widgets.programNotices', texts: programNotices },
  { prefix: 'widgets.communication', texts: communicationMessages },
  { prefix: 'retailerProfile.spec', texts: profileMessages },
  { prefix: 'retailerProfile.notices', texts: profileNotices },
  { prefix: 'widgets.assetLinks', texts: assetLinkMessages },
  { prefix: 'programs.spec.program', texts: programMessages },
  { prefix: 'programs.spec.server', texts: programServerMessages },
  { prefix: 'programs.spec.jobs', texts: jobMessages },
  {
    prefix: 'programs.spec.fourEyes',
    texts: {
      selfReviewProgram: programGuardMessages.selfReviewProgram,
      selfReviewPromo: programGuardMessages.selfReviewPromo,
    },
  },
  { prefix: 'delivery.spec', texts: deliveryMessages },
  // The server's and shared code's own texts (web/src/i18n/server): refusals, field errors, import problems, notices.
  {
    prefix: 'server.platform',
    texts: {
      ...serverMessages,
      /** The 500 answer names its request id after the text (functions/lib/familyHandler.ts). */
      internalWithId: (requestId: string) => `${serverMessages.internal} ${requestId}`,
    },
  },
  { prefix: 'server.input', texts: inputMessages },
  { prefix: 'server.tactics', texts: tacticMessages },
  { prefix: 'server.inventory', texts: inventoryMessages },
  { prefix: 'server.expenses', texts: expenseMessages },
  { prefix: 'server.importFiles', texts: importFileMessages },
  /** Why a CSV file cannot be read: the cause `importFileMessages.unreadable` names, translated with it. */
  { prefix: 'server.csvCauses', texts: unreadableCauses },
  { prefix: 'server.importFailures', texts: importFailureMessages },
  { prefix: 'server.production', texts: productionMessages },
  { prefix: 'server.allocation', texts: allocationMessages },
  { prefix: 'server.funding', texts: fundingAllocationMessages },
  { prefix: 'server.tableColumns', texts: tableColumnMessages },
  { prefix: 'server.programGuard', texts: programGuardMessages },
  /** A file the server refuses an upload slot for, named ('x.exe was not uploaded: ...'). */
  { prefix: 'server.uploads', texts: uploadMessages },
  // Texts the functions had written inline (the guard: functions/inlineTexts.test.ts).
  { prefix: 'server.records', texts: recordMessages },
  { prefix: 'server.admin', texts: adminMessages },
  { prefix: 'server.delivery', texts: deliveryServerMessages },
  { prefix: 'server.jobs', texts: jobServerMessages },
  { prefix: 'server.reference', texts: referenceMessages },
  /** Their kind and the records that use one are worded by the web (`valueReaders`). */
  { prefix: 'server.referenceRecords', texts: referenceRecordMessages },
  { prefix: 'server.referenceFields', texts: referenceFieldMessages },
  { prefix: 'server.referenceFields.labels', texts: referenceFieldLabels },
  { prefix: 'server.sendReport', texts: sendReportMessages },
  /**
   * The contract's own field errors (its schemas: shared/inlineTexts.test.ts) and the labels they name a
   * field by, which the reference kinds' templates ('{{label}} is required') word in the reader's language.
   */
  { prefix: 'server.contract', texts: contractMessages },
  { prefix: 'server.fieldLabels', texts: contractFieldLabels },
  { prefix: 'server.tacticAllocations', texts: tacticAllocationMessages },
  /** The fields an import's problems name ('PO Number is required'), worded in the reader's language with them. */
  { prefix: 'server.expenseFields', texts: expenseFieldLabels },
];

/** The fixed texts of a catalogue, by name. */
export const fixedTexts = (texts: Record<string, unknown>): [string, string][] =>
  Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

/** Each known English text with its key (the first catalogue to word a text gives its key). */
const keyByText = new Map<string, string>();
for (const { prefix, texts } of translatedCatalogues)
  for (const [name, text] of fixedTexts(texts)) if (!keyByText.has(text)) keyByText.set(text, `${prefix}.${name}`);

/** The i18n keys of the catalogues' texts that take values (functions): `{prefix}.{name}`. */
const valueTextKeys: readonly string[] = translatedCatalogues.flatMap(({ prefix, texts }) =>
  Object.entries(texts)
    .filter(([, text]) => typeof text === 'function')
    .map(([name]) => `${prefix}.${name}`),
);

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * A `us` template ('Your request was submitted, but the e-mail to {{recipients}} could not be sent.') as a pattern
 * that reads the server's finished English text back into its values; a placeholder named twice must read the same.
 */
function templatePattern(template: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    source += escapeRegExp(template.slice(last, match.index));
    const seen = names.indexOf(match[1]);
    source += seen >= 0 ? `\\${seen + 1}` : '(.+?)';
    if (seen < 0) names.push(match[1]);
    last = match.index + match[0].length;
  }
  source += escapeRegExp(template.slice(last));
  return { pattern: new RegExp(`^${source}$`, 's'), names };
}

/** The `us` templates of a key that takes values: its text, or each text of its variants (`{key}.{variant}`). */
function usTemplates(key: string): [string, string][] {
  const found: unknown = i18next.getResource(DEFAULT_LOCALE, 'translation', key);
  if (typeof found === 'string') return [[key, found]];
  if (found && typeof found === 'object')
    return Object.entries(found).flatMap(([variant, text]) =>
      typeof text === 'string' ? [[`${key}.${variant}`, text] as [string, string]] : [],
    );
  return [];
}

const patternCache = new Map<string, ReturnType<typeof templatePattern>>();

/**
 * Every `us` template of the texts that take values, the most specific (the most words beside its placeholders)
 * first: sorted once per loaded bundle, not on every text read. A bundle added or removed (a language loaded, a
 * test's resources) drops the sort, and so does a new store (i18next initialised again).
 */
let sortedTemplates: { store: object; templates: [string, string][] } | null = null;
const watchedStores = new WeakSet<object>();
function valueTemplates(): [string, string][] {
  const store = i18next.store as typeof i18next.store | undefined;
  if (store && sortedTemplates?.store === store) return sortedTemplates.templates;
  const templates = valueTextKeys
    .flatMap(usTemplates)
    .sort(([, a], [, b]) => b.replace(PLACEHOLDER, '').length - a.replace(PLACEHOLDER, '').length);
  if (!store) return templates;
  if (!watchedStores.has(store)) {
    watchedStores.add(store);
    const drop = () => {
      if (sortedTemplates?.store === store) sortedTemplates = null;
    };
    store.on('added', drop);
    store.on('removed', drop);
  }
  sortedTemplates = { store, templates };
  return templates;
}

/**
 * The i18n keys of the reference kinds' names, by the English the server names them with in lower case, one
 * ('sub-sector') and many ('sub-sectors'): the administration's own names of the kinds, and programs (which use
 * brands, retailers, tactics and initiatives).
 */
const referenceNounKeys = new Map<string, string>([
  ...Object.entries(referenceKindFacts).flatMap(([kind, facts]): [string, string][] => [
    [facts.label.toLowerCase(), `admin.kinds.${kind}.a`],
    [facts.plural, `admin.kinds.${kind}.many`],
  ]),
  ['program', 'server.referenceRecordWords.program'],
  ['programs', 'server.referenceRecordWords.programs'],
]);

/**
 * Values the web words itself where a template names them (by the placeholder's name): a reference kind
 * (`{{kind}}`: 'sub-sector') and the records that use a reference record (`{{users}}`: '2 sub-sectors and 1
 * retailer', each count with its kind, listed as the language lists). Null for a value they do not read.
 */
const valueReaders: Record<string, (t: TFunction, value: string) => string | null> = {
  kind: (t, value) => {
    const key = referenceNounKeys.get(value);
    return key ? t(key) : null;
  },
  users: (t, value) => {
    const counts = value.split(/, | and /).map((part) => /^(\d+) (.+)$/.exec(part));
    if (counts.some((count) => !count || !referenceNounKeys.has(count[2]))) return null;
    const words = counts.map((count) =>
      t('server.referenceRecordWords.counted', {
        number: formatNumber(Number(count![1])),
        noun: t(referenceNounKeys.get(count![2])!),
      }),
    );
    return new Intl.ListFormat(htmlLangOf[currentLanguage()], { type: 'conjunction' }).format(words);
  },
};

/**
 * A server's finished English text built by one of the catalogues' functions, read back against the `us`
 * templates (the most specific first) and worded again in the current language with its values; null when none
 * reads it. A value that is itself a known text is translated too, and so is one `valueReaders` reads.
 */
function translateValueText(t: TFunction, text: string): string | null {
  for (const [key, template] of valueTemplates()) {
    if (!patternCache.has(template)) patternCache.set(template, templatePattern(template));
    const { pattern, names } = patternCache.get(template)!;
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1];
        const known = keyByText.get(value);
        return [name, known ? t(known) : (valueReaders[name]?.(t, value) ?? value)];
      }),
    );
    return t(key, values);
  }
  return null;
}

/**
 * The workflow kit's flows (shared/workflow), whose refusals the server sends in English ('An approved program
 * cannot be submitted. Only programs that are New, Rejected, Revised can.'): each with its key under
 * `server.workflows` (web/src/i18n/server), whose `refusal` template words a refusal again with its values (`state`,
 * `done`, `allowed`) and `done.{action}` each action's participle; `states` gives the key of a state's name where the
 * web translates it (the state lists' own names). web/src/lib/knownTexts.test.ts fails on a flow missing here and on
 * any refusal of one shown in English.
 */
type AnyWorkflow = Workflow<string | number, string>;
export const workflowRefusalCatalogues: readonly { key: string; workflow: AnyWorkflow; states: string }[] = [
  { key: 'program', workflow: programWorkflow as unknown as AnyWorkflow, states: programStatusTexts },
  { key: 'promoCode', workflow: promoWorkflow as unknown as AnyWorkflow, states: promoStatusTexts },
  { key: 'tacticOrder', workflow: orderStatusWorkflow as unknown as AnyWorkflow, states: 'production.orderStatus' },
  {
    key: 'communicationRequest',
    workflow: communicationRequestWorkflow as unknown as AnyWorkflow,
    states: 'requests.list.status',
  },
  { key: 'reconciliation', workflow: poReconciliationWorkflow as unknown as AnyWorkflow, states: 'expenses.status' },
  {
    key: 'profileVersion',
    workflow: profileVersionWorkflow as unknown as AnyWorkflow,
    states: 'retailerProfile.status',
  },
];

/** Every refusal a flow can send, by its English: the flow, the action refused and the state it was refused in. */
let refusalsByText: Map<string, { key: string; action: string; state: string | number; states: string }> | null = null;
function refusalOfText(text: string) {
  if (!refusalsByText) {
    refusalsByText = new Map();
    for (const { key, workflow, states } of workflowRefusalCatalogues)
      for (const action of workflow.actions)
        for (const state of Object.keys(workflow.stateNames)) {
          const typed = typeof Object.values(workflow.transitions)[0]?.from[0] === 'number' ? Number(state) : state;
          const refusal = workflow.refusalOf(action, typed);
          if (refusal && !refusalsByText.has(refusal))
            refusalsByText.set(refusal, { key, action, state: typed, states });
        }
  }
  return refusalsByText.get(text) ?? null;
}

/** A flow's refusal in the current language, its states by their translated names; null for any other text. */
function translateRefusal(t: TFunction, text: string): string | null {
  const found = refusalOfText(text);
  if (!found) return null;
  const { workflow } = workflowRefusalCatalogues.find((c) => c.key === found.key)!;
  const stateName = (state: string | number) =>
    t(`${found.states}.${state}`, { defaultValue: workflow.stateNames[state] });
  return t(`server.workflows.${found.key}.refusal`, {
    state: stateName(found.state),
    done: t(`server.workflows.${found.key}.done.${found.action}`),
    allowed: workflow.transitions[found.action].from.map(stateName).join(', '),
  });
}

/**
 * A text worded in English by the API client, the server or shared code, in the current language when it is one
 * of the known catalogues' texts, fixed or built with values (read back against its `us` template); any other text
 * (a server's own words) as it came. The message box, field errors, form messages and confirmations pass every
 * text through it.
 */
export function translateMessage(t: TFunction, text: string): string {
  const key = keyByText.get(text);
  if (key) return t(key);
  if (currentLanguage() === DEFAULT_LOCALE) return text;
  return translateRefusal(t, text) ?? translateValueText(t, text) ?? text;
}

/** A number as the current language writes it (2,000 in English, 2 000 in French, 2.000 in German). */
export function formatNumber(value: number, language: string = currentLanguage()): string {
  return new Intl.NumberFormat(isLanguageKey(language) ? htmlLangOf[language] : htmlLangOf[DEFAULT_LOCALE]).format(
    value,
  );
}
