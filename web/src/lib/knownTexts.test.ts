import i18next from 'i18next';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fundingWarnings } from '../../../shared/allocation/funding';
import { communicationRequestWorkflow, requestStates } from '../../../shared/communication/requests';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../shared/constants';
import { checkExpenseRow, importColumns, invoiceKinds } from '../../../shared/expenses/rules';
import * as contractMessages from '../../../shared/contract/contractMessages';
import * as contractFieldLabels from '../../../shared/contract/fieldLabels';
import * as referenceFieldLabels from '../../../shared/reference/fieldLabels';
import * as referenceFieldMessages from '../../../shared/reference/fieldMessages';
import { referenceKindFacts, referenceMessages } from '../../../shared/reference/kindFacts';
import { referenceKinds } from '../../../shared/reference/kinds';
import * as referenceRecordMessages from '../../../shared/reference/referenceRecordMessages';
import { taskItemTypes } from '../../../shared/tasks/tasks';
import { languageBundle } from '../../vite.config';
import { taskStateKeys } from '../areas/home/lib/taskState';
import { leaves, srcDir, type Tree } from '../i18n/translationFolders';
import type { Workflow } from '../../../shared/workflow/workflow';
import { fixedTexts, specTexts, translatedCatalogues, translateMessage, workflowRefusalCatalogues } from './i18n';

/** Each language's texts as the app loads them: the merged bundle (and, for us, the spec's texts). */
async function bundles(): Promise<Map<string, Map<string, string>>> {
  const all = new Map<string, Map<string, string>>();
  for (const language of LANGUAGES) {
    const bundle = (await languageBundle(language, srcDir)) as Tree;
    all.set(language, leaves(language === DEFAULT_LOCALE ? { ...bundle, spec: specTexts as unknown as Tree } : bundle));
  }
  return all;
}

describe('texts the server or shared code hand the web', () => {
  it('have, for every fixed text of every known catalogue, its English words in us and a text in every language', async () => {
    const texts = await bundles();
    const problems: string[] = [];
    for (const { prefix, texts: catalogue } of translatedCatalogues)
      for (const [name, english] of fixedTexts(catalogue)) {
        const key = `${prefix}.${name}`;
        if (texts.get(DEFAULT_LOCALE)!.get(key) !== english) problems.push(`us ${key} is not '${english}'`);
        for (const language of LANGUAGES) if (!texts.get(language)!.get(key)) problems.push(`${language} lacks ${key}`);
      }
    expect(problems).toEqual([]);
  });

  it('have a text in every language for every state a communication request or a task can be in', async () => {
    const texts = await bundles();
    const problems: string[] = [];
    const keys = [
      ...requestStates.map((state) => `requests.list.status.${state}`),
      ...taskItemTypes.flatMap((type) => Object.values(taskStateKeys[type])),
    ];
    for (const key of keys)
      for (const language of LANGUAGES) if (!texts.get(language)!.get(key)) problems.push(`${language} lacks ${key}`);
    expect(problems).toEqual([]);
    // Every state name the request's workflow gives (the list's requestStatus, a task's stateName) is known.
    expect(Object.keys(taskStateKeys.request).sort()).toEqual(
      Object.values(communicationRequestWorkflow.stateNames).sort(),
    );
    expect(texts.get('fr')!.get('requests.list.status.open')).not.toBe('Open');
  });
});

/** shared/: where the server's and shared code's texts live. */
const sharedDir = resolve(srcDir, '../../shared');

/**
 * Lists of texts in shared/ the web never shows, each with why. Every other exported `...Messages` or `...Notices`
 * list reaches a user (a refusal, a field error, a notice) and must be in `translatedCatalogues`.
 */
const untranslatedLists = new Map<string, string>([]);

/**
 * Texts that take values, within the translated catalogues, that the web does not read back, each with why. Any
 * other one needs samples below and a `us` template (or variants) at its key.
 */
const valueTextsNotReadBack = new Map<string, string>([
  ['widgets.requestNotices.newComment', 'the subject of a notification and its e-mail, stored as sent'],
  ['widgets.requestNotices.newRequest', 'the subject of a notification and its e-mail, stored as sent'],
  ['widgets.programNotices.submittedSubject', "an e-mail's subject: mails are written once, in English"],
  ['widgets.programNotices.approvedSubject', "an e-mail's subject: mails are written once, in English"],
  ['widgets.programNotices.rejectedSubject', "an e-mail's subject: mails are written once, in English"],
  ['server.expenses.reconciliationClosed', 'worded by widgets.reconciliation.closed.{status} (reconciliationMessage)'],
]);

/** Calls of each text that takes values, as the server makes them. */
const samples: Record<string, unknown[][]> = {
  'widgets.requestNotices.lockedVersion': [[2, 3]],
  'widgets.requestNotices.versionTaken': [[4]],
  'widgets.requestNotices.filesMissing': [[['brief.pdf', 'art.png']]],
  'widgets.requestNotices.mailFailedFor': [[['ann@example.com']]],
  'widgets.requestNotices.requestMailFailedFor': [[['ann@example.com', 'ben@example.com']]],
  'widgets.requestNotices.versionMailFailedFor': [[['ann@example.com']]],
  'widgets.requestNotices.newVersion': [['Spring brief', 2]],
  'widgets.programNotices.submittedBody': [['Spring Fizz', 'ann@example.com']],
  'widgets.programNotices.approvedBody': [['Spring Fizz', 'ann@example.com']],
  'widgets.programNotices.rejectedBody': [['Spring Fizz', 'ann@example.com']],
  'widgets.programNotices.notesLine': [['Too costly now']],
  'widgets.assetLinks.mailFailedFor': [
    [['ben@example.com'], []],
    [['ben@example.com'], ['ann@example.com', 'cy@example.com']],
  ],
  'retailerProfile.notices.copied': [[2, 3]],
  'programs.spec.program.removeFundingConfirm': [['Fizz Cola']],
  'server.platform.internalWithId': [['c0ffee00-1234-4bcd-9876-0123456789ab']],
  'server.input.tooLong': [[100]],
  'server.input.notOneOf': [['ClientSkin', ['light', 'dark']]],
  'server.tactics.skuTaken': [['Spring window cling']],
  'server.inventory.unknownSku': [['FD-1001']],
  'server.expenses.required': [['Invoice Number']],
  'server.expenses.tooLong': [['Vendor', 200]],
  'server.expenses.missingColumns': [[['amount', 'vendor']]],
  'server.expenses.notPending': [['INV-5001']],
  'server.expenses.notRemovable': [['INV-5001']],
  'server.expenses.overBudget': [['$120.00']],
  'server.expenses.alreadyConfirmed': [['PO-10001']],
  'server.expenses.notApproved': [['PO-10001']],
  'server.expenses.tooManyPos': [[100]],
  'server.expenses.notOnComponent': [['MS-9001']],
  'server.importFiles.missingColumns': [[['sku']]],
  'server.importFiles.unreadable': [
    [12, 'CSV_QUOTE_NOT_CLOSED'],
    [3, 'SOME_OTHER_CODE'],
  ],
  'server.allocation.belowCommitted': [
    ['ATL allocation at Fresh Market', '$1,250.00'],
    ['BTL allocation at Corner Shop', '$0.50'],
  ],
  'server.funding.exceeds': [['ATL', 125000]],
  'server.funding.brandExceeds': [['Fizz Cola', 'BTL', 50]],
  'server.programGuard.tooManyComponentFiles': [[20]],
  'server.uploads.type': [['setup.exe', 'png, jpg, jpeg, pdf']],
  'server.uploads.notCsv': [['stores.txt']],
  'server.uploads.empty': [['empty.pdf']],
  'server.uploads.tooLarge': [['film.mov']],
  'server.input.badSort': [['budget', ['createdAt', 'name']]],
  'programs.spec.server.tooManyTactics': [[200]],
  'server.tactics.notDeletedBecause': [['You may not delete program tactics.']],
  'server.production.cannotBeSetTo': [['Sent to production']],
  'server.delivery.tooManyLocations': [[500]],
  'server.reference.codeTaken': [['sector']],
  'server.admin.roleInUse': [[1], [3]],
  'server.admin.menuHasChildren': [[1], [2]],
  'server.records.unknownRetailer': [[42]],
  'server.records.unknownBrand': [[7]],
  'server.records.unknownUser': [['0f1e2d3c-aaaa-bbbb-cccc-1234567890ab']],
  'server.admin.unknownClaim': [['Program/Fly']],
  'server.jobs.inUse': [[1], [4]],
  'programs.spec.server.unknownStores': [[[12, 15]]],
  'server.delivery.unknownState': [['ZZ']],
  'server.delivery.unknownCountry': [['FR']],
  'server.referenceRecords.inUse': [
    ['sector', '2 sub-sectors and 1 retailer', 3],
    ['brand', '1 program', 1],
  ],
  'server.referenceRecords.nameTaken': [['sector']],
  'server.referenceRecords.emailTaken': [['contact']],
  'server.referenceRecords.valueTaken': [['fiscal year']],
  'server.referenceRecords.doesNotExist': [['brand']],
  'server.referenceFields.required': [['Name'], ['Unit cost']],
  'server.referenceFields.tooLong': [['Description', 500]],
  'server.contract.identifierShape': [['Configuration'], ['Operation']],
  'server.contract.tooManyRecipients': [[500]],
  'server.contract.tooManyRows': [[100]],
  'server.contract.tooManyFiles': [[20]],
  'server.tacticAllocations.notAFundingSource': [[7]],
  'server.tacticAllocations.notTheCost': [['$120.00', '$100.00']],
};

async function sharedSources(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sharedSources(path)));
    else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) found.push(path);
  }
  return found;
}

/** The keys (`{prefix}.{name}`) of the catalogues' texts that take values. */
const valueTextKeys = translatedCatalogues.flatMap(({ prefix, texts }) =>
  Object.entries(texts)
    .filter(([, text]) => typeof text === 'function')
    .map(([name]) => `${prefix}.${name}`),
);

/** The catalogue function of a key (`{prefix}.{name}`). */
function valueText(key: string): (...args: unknown[]) => string {
  for (const { prefix, texts } of translatedCatalogues)
    if (key.startsWith(`${prefix}.`)) {
      const text = texts[key.slice(prefix.length + 1)];
      if (typeof text === 'function') return text as (...args: unknown[]) => string;
    }
  throw new Error(`${key} is no text that takes values`);
}

/** A key's texts in one language: its text, or each of its variants'. */
const textsOf = (texts: Map<string, string>, key: string) =>
  [...texts].filter(([k]) => k === key || k.startsWith(`${key}.`)).map(([, text]) => text);

describe('message lists in shared/', () => {
  it('reach the reader through a translated catalogue, every text of them (or say why the web never shows them)', async () => {
    const keyOf = (text: string) => translateMessage(((key: string) => `<${key}>`) as never, text);
    const registered = new Set(translatedCatalogues.flatMap(({ texts }) => Object.values(texts)));
    const problems: string[] = [];
    for (const file of await sharedSources(sharedDir)) {
      const source = await readFile(file, 'utf8');
      const names = [...source.matchAll(/^export const (\w+(?:Messages|Notices))\b/gm)].map((m) => m[1]);
      if (!names.length) continue;
      const module = (await import(/* @vite-ignore */ file)) as Record<string, Record<string, unknown>>;
      for (const list of names) {
        const where = `${relative(sharedDir, file)}: ${list}`;
        if (untranslatedLists.has(where)) continue;
        for (const [name, text] of Object.entries(module[list]))
          if (typeof text === 'string' && keyOf(text) === text)
            problems.push(`${where}.${name} ('${text}') is in no translated catalogue`);
          else if (typeof text === 'function' && !registered.has(text))
            problems.push(`${where}.${name} (a text with values) is in no translated catalogue`);
      }
    }
    expect(problems).toEqual([]);
  });
});

type AnyWorkflow = Workflow<string | number, string>;

/** Every flow of the workflow kit declared in shared/ (`defineWorkflow`), by where it is; one not exported is a problem. */
async function declaredWorkflows(): Promise<{ flows: [string, AnyWorkflow][]; problems: string[] }> {
  const flows: [string, AnyWorkflow][] = [];
  const problems: string[] = [];
  for (const file of await sharedSources(sharedDir)) {
    const source = await readFile(file, 'utf8');
    const declared = source.match(/= defineWorkflow\b/g)?.length ?? 0;
    if (!declared) continue;
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const exported = Object.entries(module).filter(
      (entry): entry is [string, AnyWorkflow] =>
        typeof (entry[1] as AnyWorkflow | null)?.refusalOf === 'function' && !!(entry[1] as AnyWorkflow).stateNames,
    );
    if (exported.length < declared)
      problems.push(`${relative(sharedDir, file)} declares a flow it does not export (export it for the guard)`);
    flows.push(
      ...exported.map(([name, flow]): [string, AnyWorkflow] => [`${relative(sharedDir, file)}: ${name}`, flow]),
    );
  }
  return { flows, problems };
}

/** Every refusal a flow can send: each action from each state that does not allow it. */
const refusalsOf = (flow: AnyWorkflow): string[] =>
  flow.actions.flatMap((action) =>
    Object.keys(flow.stateNames).flatMap((name) => {
      const state = typeof flow.transitions[action].from[0] === 'number' ? Number(name) : name;
      const refusal = flow.refusalOf(action, state);
      return refusal ? [refusal] : [];
    }),
  );

describe("the workflow kit's refusals", () => {
  it('show in every language, whatever the flow, the action and the state', async () => {
    const { flows, problems } = await declaredWorkflows();
    await initTexts(await bundles());
    for (const [, flow] of flows) problems.push(...(await shownInEnglish(refusalsOf(flow))));
    expect(problems).toEqual([]);
    expect(flows.length).toBeGreaterThanOrEqual(6);
    await i18next.changeLanguage('fr');
    expect(
      translateMessage(
        i18next.t,
        'An approved program cannot be submitted. Only programs that are New, Rejected, Revised can.',
      ),
    ).toBe(
      'Un programme au statut « Approuvé » ne peut pas être soumis. Seuls les programmes au statut Nouveau, Rejeté, Révisé le peuvent.',
    );
    await i18next.changeLanguage(DEFAULT_LOCALE);
  });

  it('name their states by the names the web translates, in every language', async () => {
    const texts = await bundles();
    const { flows } = await declaredWorkflows();
    const problems: string[] = [];
    for (const [where, flow] of flows) {
      const known = workflowRefusalCatalogues.find((c) => c.workflow === flow);
      if (!known) {
        problems.push(`${where} is not in workflowRefusalCatalogues (web/src/lib/i18n.ts)`);
        continue;
      }
      for (const state of Object.keys(flow.stateNames))
        for (const language of LANGUAGES)
          if (!texts.get(language)!.get(`${known.states}.${state}`))
            problems.push(`${language} lacks ${known.states}.${state}`);
      for (const action of flow.actions)
        for (const language of LANGUAGES)
          if (!texts.get(language)!.get(`server.workflows.${known.key}.done.${action}`))
            problems.push(`${language} lacks server.workflows.${known.key}.done.${action}`);
    }
    expect(problems).toEqual([]);
  });
});

/** i18next with every language's texts as the app loads them, in `us`. */
async function initTexts(texts: Map<string, Map<string, string>>) {
  await i18next.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    resources: Object.fromEntries([...texts].map(([language, leaves]) => [language, { translation: treeOf(leaves) }])),
  });
}

/** The languages (not `us`) that show one of these English texts as sent, or with a placeholder left in. */
async function shownInEnglish(english: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const text of english)
    for (const language of LANGUAGES) {
      if (language === DEFAULT_LOCALE) continue;
      await i18next.changeLanguage(language);
      const shown = translateMessage(i18next.t, text);
      if (shown === text) problems.push(`${language} shows '${text}' in English`);
      else if (/\{\{/.test(shown)) problems.push(`${language} shows '${shown}' for '${text}'`);
    }
  await i18next.changeLanguage(DEFAULT_LOCALE);
  return problems;
}

describe("an expense import's problems", () => {
  it("name the field in the reader's language: a Spanish or Japanese reader read 'PO Number es obligatorio'", async () => {
    await initTexts(await bundles());
    const keyOf = (text: string) => translateMessage(((key: string) => `<${key}>`) as never, text);
    const problems: string[] = [];
    for (const kind of invoiceKinds) {
      const empty = checkExpenseRow(kind, {});
      const long = checkExpenseRow(kind, Object.fromEntries(importColumns[kind].map((c) => [c, 'x'.repeat(600)])));
      const errors = [empty, long].flatMap((r) => ('errors' in r ? Object.values(r.errors) : []));
      const labelled = errors.flatMap((text) => {
        const label = /^(.+?) (?:is required|max size \d+ characters)$/.exec(text)?.[1];
        return label ? [{ text, label }] : [];
      });
      expect(labelled.length).toBeGreaterThan(2);
      for (const { text, label } of labelled) {
        // The label is a text the web knows (so every language words it: the catalogues' test above) ...
        if (keyOf(label) === label) problems.push(`'${label}' (in '${text}') is in no translated catalogue`);
        // ... and a Spanish or Japanese reader reads it in their language.
        for (const language of ['es', 'jp']) {
          await i18next.changeLanguage(language);
          const shown = translateMessage(i18next.t, text);
          if (shown.includes(label)) problems.push(`${language} shows '${shown}' for '${text}'`);
        }
      }
    }
    await i18next.changeLanguage(DEFAULT_LOCALE);
    expect([...new Set(problems)]).toEqual([]);
  });
});

describe('the funding warnings a submit asks to confirm', () => {
  it("show in the reader's language with the brand and the amount", async () => {
    await initTexts(await bundles());
    const remaining = [
      { brandId: 1, allocated: true, allocAtlCents: 100_000, allocBtlCents: 0, plannedElsewhereAtlCents: 0 },
    ].map((r) => ({ ...r, plannedElsewhereBtlCents: 0, remainingAtlCents: 100_000, remainingBtlCents: 0 }));
    const warnings = [
      ...fundingWarnings([{ brandId: 1, brandName: 'Fizz Cola', atlTarget: 1500, btlTarget: 20 }], remaining),
      ...fundingWarnings([{ brandId: 2, brandName: 'Oaty', atlTarget: 0, btlTarget: 0 }], remaining),
    ];
    expect(warnings).toHaveLength(3);
    expect(await shownInEnglish(warnings)).toEqual([]);
    await i18next.changeLanguage('fr');
    expect(translateMessage(i18next.t, warnings[0])).toBe(
      'Fizz Cola : l’objectif ATL dépasse l’allocation restante de $1,000.00.',
    );
    await i18next.changeLanguage(DEFAULT_LOCALE);
  });
});

describe('texts that take values', () => {
  it('are read back from the English by their us template and worded again in every language', async () => {
    const texts = await bundles();
    const problems: string[] = [];
    await initTexts(texts);
    for (const key of valueTextKeys) {
      if (valueTextsNotReadBack.has(key)) continue;
      const templates = textsOf(texts.get(DEFAULT_LOCALE)!, key);
      if (!templates.length) problems.push(`us lacks ${key}, the template that reads its English back`);
      for (const language of LANGUAGES)
        if (textsOf(texts.get(language)!, key).length !== templates.length) problems.push(`${language} lacks ${key}`);
      const calls = samples[key];
      if (!calls) {
        problems.push(`${key} takes values but has no sample here: add one and its us template, or say why not`);
        continue;
      }
      problems.push(...(await shownInEnglish(calls.map((args) => valueText(key)(...args)))));
    }
    expect(problems).toEqual([]);
  });
});

describe('texts the functions word with values of their own', () => {
  it("reach a French reader in French: a reference record's refusals and field errors, import lines, sends", async () => {
    await initTexts(await bundles());
    await i18next.changeLanguage('fr');
    const shown = (text: string) => translateMessage(i18next.t, text);
    expect(shown('This sector cannot be deleted: 2 sub-sectors and 1 retailer use it.')).toBe(
      'Impossible de supprimer l’enregistrement « secteur » : 2 sous-secteurs et 1 distributeur l’utilisent.',
    );
    expect(shown('This brand cannot be deleted: 1 program uses it.')).toBe(
      'Impossible de supprimer l’enregistrement « marque » : 1 programme l’utilise.',
    );
    expect(shown('A sub-sector with this name already exists.')).toBe(
      'Un enregistrement « sous-secteur » portant ce nom existe déjà.',
    );
    expect(shown('A state with this code already exists.')).toBe(
      'Un enregistrement « état » avec ce code existe déjà.',
    );
    expect(shown('This sub-sector does not exist.')).toBe('Cet enregistrement « sous-secteur » n’existe pas.');
    expect(shown('Retailer name is required')).toBe('Nom du distributeur est obligatoire');
    expect(shown('Unit cost is required')).toBe('Coût unitaire est obligatoire');
    expect(shown('Unit cost cannot be negative')).toBe('Le coût unitaire ne peut pas être négatif');
    expect(shown('Theme type is required')).toBe('Type de thème est obligatoire');
    expect(shown('Description must be at most 500 characters')).toBe('Description : 500 caractères au maximum');
    expect(shown('Unknown state ZZ.')).toBe('État inconnu : ZZ.');
    expect(shown('Unknown country FR.')).toBe('Pays inconnu : FR.');
    expect(shown('The e-mail could not be queued for sending; send it again.')).toBe(
      'L’e-mail n’a pas pu être mis en file d’attente d’envoi ; envoyez-le à nouveau.',
    );
    await i18next.changeLanguage(DEFAULT_LOCALE);
  });

  it("name a reference record's kind and the kinds that use it in every language, whatever the kind", async () => {
    await initTexts(await bundles());
    const problems: string[] = [];
    /** Whoever may hold a record in use: every kind that points at others, and programs. */
    const users = [
      ...Object.entries(referenceKindFacts)
        .filter(([, facts]) => facts.references.length > 0)
        .map(([kind, facts]) => ({
          one: facts.label.toLowerCase(),
          many: facts.plural,
          manyKey: `admin.kinds.${kind}.many`,
        })),
      { one: 'program', many: 'programs', manyKey: 'server.referenceRecordWords.programs' },
    ];
    for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LOCALE)) {
      await i18next.changeLanguage(language);
      /** An English name left inside the shown text, unless the language's own name holds it ('contact'). */
      const leftInEnglish = (shown: string, english: string, key: string) =>
        shown.includes(english) && !i18next.t(key).includes(english);
      for (const [kind, facts] of Object.entries(referenceKindFacts)) {
        const label = facts.label.toLowerCase();
        const refusals = [
          referenceRecordMessages.nameTaken(label),
          referenceRecordMessages.emailTaken(label),
          referenceRecordMessages.valueTaken(label),
          referenceRecordMessages.doesNotExist(label),
          referenceMessages.codeTaken(label),
          ...users.map(({ one, many }) => referenceRecordMessages.inUse(label, `1 ${one}, 2 ${many} and 3 ${many}`, 6)),
        ];
        for (const refusal of refusals) {
          const shown = translateMessage(i18next.t, refusal);
          const usedBy = users.find(({ one }) => refusal.includes(`1 ${one},`));
          if (
            shown === refusal ||
            leftInEnglish(shown, label, `admin.kinds.${kind}.a`) ||
            (usedBy && leftInEnglish(shown, usedBy.many, usedBy.manyKey))
          )
            problems.push(`${language} shows '${shown}' for '${refusal}'`);
        }
      }
    }
    await i18next.changeLanguage(DEFAULT_LOCALE);
    expect(problems).toEqual([]);
  });

  it("show a reference record's field errors in every language, each field by its label in that language", async () => {
    await initTexts(await bundles());
    const empty = Object.values(referenceKinds).flatMap((kind) => {
      const parsed = kind.fields.safeParse({});
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
    });
    expect(empty).toContain('Unit cost is required');
    const problems = await shownInEnglish([
      ...new Set(empty),
      ...Object.values(referenceFieldLabels).flatMap((label) => [
        referenceFieldMessages.required(label),
        referenceFieldMessages.tooLong(label, 100),
      ]),
    ]);
    for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LOCALE)) {
      await i18next.changeLanguage(language);
      for (const [name, label] of Object.entries(referenceFieldLabels)) {
        const shown = translateMessage(i18next.t, referenceFieldMessages.tooLong(label, 100));
        if (shown.includes(label) && !i18next.t(`server.referenceFields.labels.${name}`).includes(label))
          problems.push(`${language} shows '${shown}' for '${label}'`);
      }
    }
    await i18next.changeLanguage(DEFAULT_LOCALE);
    expect(problems).toEqual([]);
  });
});

describe("the contract's field errors", () => {
  it('reach a French reader in French, the field named by its French label', async () => {
    await initTexts(await bundles());
    await i18next.changeLanguage('fr');
    const shown = (text: string) => translateMessage(i18next.t, text);
    expect(shown('Display name must be at most 200 characters')).toBe('Nom affiché : 200 caractères au maximum');
    expect(shown('Subject must be at most 200 characters')).toBe('Objet : 200 caractères au maximum');
    expect(shown('Value is required')).toBe('Valeur est obligatoire');
    expect(shown('Invoice Number is required')).toBe('Numéro de facture est obligatoire');
    expect(shown('Unknown state')).toBe('État inconnu');
    expect(shown('Unknown country')).toBe('Pays inconnu');
    expect(shown('Configuration may hold letters, digits and _ only')).toBe(
      'Configuration ne peut contenir que des lettres, des chiffres et _',
    );
    await i18next.changeLanguage(DEFAULT_LOCALE);
  });

  it('show in every language, each field by its label in that language', async () => {
    await initTexts(await bundles());
    const problems = await shownInEnglish([
      ...fixedTexts(contractMessages).map(([, text]) => text),
      ...Object.values(contractFieldLabels).flatMap((label) => [
        referenceFieldMessages.required(label),
        referenceFieldMessages.tooLong(label, 100),
      ]),
    ]);
    for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LOCALE)) {
      await i18next.changeLanguage(language);
      for (const [name, label] of Object.entries(contractFieldLabels)) {
        const shown = translateMessage(i18next.t, referenceFieldMessages.tooLong(label, 100));
        if (shown.includes(label) && !i18next.t(`server.fieldLabels.${name}`).includes(label))
          problems.push(`${language} shows '${shown}' for '${label}'`);
      }
    }
    await i18next.changeLanguage(DEFAULT_LOCALE);
    expect(problems).toEqual([]);
  });
});

/** Dotted keys back into a tree (i18next's resources). */
function treeOf(texts: Map<string, string>): Tree {
  const tree: Tree = {};
  for (const [key, text] of texts) {
    const parts = key.split('.');
    let node = tree;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Tree;
    node[parts.at(-1)!] = text;
  }
  return tree;
}
