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
