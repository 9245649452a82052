import type { DateInputValue } from '../../../components/format';
import { defaultContacts, type DeliveryContacts } from './contacts';

/**
 * What the user typed into a program's delivery information, kept in memory for the session: switching the side
 * panel to the distribution or address-book mode and back, or a failed save, loses nothing. Once saved, the
 * stored values are the truth again.
 */
export interface DeliveryDraft {
  deliveryDate?: DateInputValue;
  deliveryNotes?: string;
  contacts: DeliveryContacts;
  /** The user changed the contacts since the last save (otherwise the stored ones are shown). */
  contactsTyped?: boolean;
}

const drafts = new Map<number, DeliveryDraft>();

export function draftOf(programId: number): DeliveryDraft {
  return drafts.get(programId) ?? { contacts: defaultContacts() };
}

export function keepDraft(programId: number, change: Partial<DeliveryDraft>) {
  drafts.set(programId, { ...draftOf(programId), ...change });
}

/** After a save: the stored values are the truth again. */
export function clearTypedValues(programId: number) {
  drafts.delete(programId);
}
