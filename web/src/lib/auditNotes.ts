import type { TFunction } from 'i18next';
import { auditedProgramFields, clearedValue, fieldChangeActions } from '../../../shared/programs/auditFields';

const changeActions = new Set<string>(fieldChangeActions);
/** A field's code name where a change note names it: at the start, after '; ', or after a tactic's id. */
const fieldName = new RegExp(`(^|; |^[\\w-]+ )(${auditedProgramFields.join('|')}): `, 'g');
const cleared = new RegExp(`: ${clearedValue.replace(/[()]/g, '\\$&')}(?=; |$)`, 'g');

/**
 * A program audit entry's notes as the reader sees them: a field change ('deliveryDate: 2026-05-01; deliveryNotes:
 * (cleared)', stored by code name) names each field by its label in the reader's language ('Date de livraison :
 * …'); other notes (a rejection's reasons) show as written.
 */
export function auditNotesText(t: TFunction, action: string, notes: string | null | undefined): string {
  if (!notes) return '';
  if (!changeActions.has(action)) return notes;
  return notes
    .replace(fieldName, (_, before: string, field: string) => `${before}${t(`programs.auditFields.${field}`)}: `)
    .replace(cleared, () => `: ${t('programs.auditFields.cleared')}`);
}

/** Whose audit trail: a program's (a promo code's entries are its program's), a communication request's, a PO line's. */
export type TrailKind = 'program' | 'request' | 'expense';

const actionTexts: Record<TrailKind, string> = {
  program: 'programs.auditActions',
  request: 'requests.auditActions',
  expense: 'expenses.auditActions',
};
const statusTexts: Record<TrailKind, string> = {
  program: 'programs.statuses',
  request: 'requests.list.status',
  expense: 'expenses.status',
};

/** A trail entry's action ('submit', 'add-version', 'Approve') in the reader's words; an unknown one as stored. */
export const auditActionText = (t: TFunction, kind: TrailKind, action: string): string =>
  t(`${actionTexts[kind]}.${action}`, { defaultValue: action });

/** A status as a trail stores it (a program's status id, a request's or a line's state) in the reader's words. */
export const auditStatusText = (t: TFunction, kind: TrailKind, code: string): string =>
  t(`${statusTexts[kind]}.${code}`, { defaultValue: code });
