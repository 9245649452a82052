import type { TFunction } from 'i18next';
import { orderStatusNames } from '../../../shared/production/orderStatus';
import {
  auditedProgramFields,
  auditNoteWords,
  clearedValue,
  fieldChangeActions,
} from '../../../shared/programs/auditFields';
import { customizationDefinitions } from '../../../shared/programs/customizations';
import { escapeRegExp } from './escapeRegExp';
import { programStatusTexts } from './programStatus';

const changeActions = new Set<string>(fieldChangeActions);
/** A field's code name where a change note names it: at the start, after '; ', or after a tactic's id. */
const fieldName = new RegExp(`(^|; |^[\\w-]+ )(${auditedProgramFields.join('|')}): `, 'g');
const cleared = new RegExp(`: ${escapeRegExp(clearedValue)}(?=; |$)`, 'g');

/**
 * A program audit entry's notes as the reader sees them: a field change ('deliveryDate: 2026-05-01; deliveryNotes:
 * (cleared)', stored by code name) names each field by its label in the reader's language ('Date de livraison :
 * …'), and the words other actions write beside names and numbers are worded again (`noteReaders`); notes a person
 * typed (a rejection's reasons) show as written.
 */
export function auditNotesText(t: TFunction, action: string, notes: string | null | undefined): string {
  if (!notes) return '';
  if (changeActions.has(action))
    return notes
      .replace(fieldName, (_, before: string, field: string) => `${before}${t(`programs.auditFields.${field}`)}: `)
      .replace(cleared, () => `: ${t('programs.auditFields.cleared')}`);
  return noteReaders[action]?.(t, notes) ?? notes;
}

/** '12 locations' at the start of a distribution's notes, or as the whole of a select-all's. */
const locationCount = new RegExp(`^(\\d+) ${auditNoteWords.locations}(?=; |$)`);
/** 'Floor Display: 5 distributed', each tactic of a distribution. */
const distributedCount = new RegExp(`: (\\d+) ${auditNoteWords.distributed}(?=; |$)`, 'g');
/** 'Floor Display: Sent to production -> Shipped', a tactic's order status move. */
const orderStatusName = `(${Object.values(orderStatusNames).map(escapeRegExp).join('|')})`;
const statusMove = new RegExp(`: ${orderStatusName} -> ${orderStatusName}$`);
const orderStatusByName = new Map(Object.entries(orderStatusNames).map(([code, name]) => [name, code]));
/** 'Language: Spanish; Finish: Matte': each customization named at the start or after '; '. */
const customizationName = new RegExp(
  `(^|; )(${customizationDefinitions.map((d) => escapeRegExp(d.name)).join('|')}): `,
  'g',
);
const customizationIdByName = new Map(customizationDefinitions.map((d) => [d.name, d.id]));

const wordLocations = (t: TFunction, notes: string) =>
  notes.replace(locationCount, (_, count: string) => t('programs.auditNotes.locations', { count: Number(count) }));
const wordCustomizations = (t: TFunction, notes: string) =>
  notes.replace(
    customizationName,
    (_, before: string, name: string) =>
      `${before}${t(`programs.customizations.names.${customizationIdByName.get(name)}`)}: `,
  );

/**
 * The actions whose notes the server writes with words of its own beside names and numbers
 * (shared/programs/auditFields.ts, `auditNoteWords`; the order statuses' and customizations' names), each worded
 * again in the reader's language. Names of tactics, brands and files show as written.
 */
const noteReaders: Record<string, (t: TFunction, notes: string) => string> = {
  funding: (t, notes) => notes.replaceAll(auditNoteWords.notSelected, t('programs.auditNotes.notSelected')),
  jobs: (t, notes) => (notes === auditNoteWords.none ? t('programs.auditNotes.none') : notes),
  'location-select-all': wordLocations,
  distribution: (t, notes) =>
    wordLocations(t, notes).replace(
      distributedCount,
      (_, count: string) => `: ${t('programs.auditNotes.distributed', { count: Number(count) })}`,
    ),
  'order-status': (t, notes) =>
    notes.replace(
      statusMove,
      (_, from: string, to: string) =>
        `: ${t(`production.orderStatus.${orderStatusByName.get(from)}`)} -> ${t(`production.orderStatus.${orderStatusByName.get(to)}`)}`,
    ),
  customizations: wordCustomizations,
  'customizations-apply': wordCustomizations,
  'customizations-production': wordCustomizations,
};

/** Whose audit trail: a program's (a promo code's entries are its program's), a communication request's, a PO line's. */
export type TrailKind = 'program' | 'request' | 'expense';

const actionTexts: Record<TrailKind, string> = {
  program: 'programs.auditActions',
  request: 'requests.auditActions',
  expense: 'expenses.auditActions',
};
const statusTexts: Record<TrailKind, string> = {
  program: programStatusTexts,
  request: 'requests.list.status',
  expense: 'expenses.status',
};

/** A trail entry's action ('submit', 'add-version', 'Approve') in the reader's words; an unknown one as stored. */
export const auditActionText = (t: TFunction, kind: TrailKind, action: string): string =>
  t(`${actionTexts[kind]}.${action}`, { defaultValue: action });

/** A status as a trail stores it (a program's status id, a request's or a line's state) in the reader's words. */
export const auditStatusText = (t: TFunction, kind: TrailKind, code: string): string =>
  t(`${statusTexts[kind]}.${code}`, { defaultValue: code });
