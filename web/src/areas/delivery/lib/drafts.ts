import type { DateInputValue } from '../../../components/format';
import { defaultContacts, type DeliveryContacts } from './contacts';

/**
 * What the user typed into a program's delivery information, kept in memory for the session: switching the side
 * panel to the distribution or address-book mode and back, or a failed save, loses nothing. Date and notes go
 * once saved; the delivery contacts stay (the server has no contact model yet, spec 02 type 4 themes).
 */
export interface DeliveryDraft {
  deliveryDate?: DateInputValue;
  deliveryNotes?: string;
  contacts: DeliveryContacts;
}

const drafts = new Map<number, DeliveryDraft>();

export function draftOf(programId: number): DeliveryDraft {
  return drafts.get(programId) ?? { contacts: defaultContacts() };
}

export function keepDraft(programId: number, change: Partial<DeliveryDraft>) {
  drafts.set(programId, { ...draftOf(programId), ...change });
}

/** After a save: the stored values are the truth again; the contact choices stay. */
export function clearTypedValues(programId: number) {
  const { contacts } = draftOf(programId);
  drafts.set(programId, { contacts });
}
