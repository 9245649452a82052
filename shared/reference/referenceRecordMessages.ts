/**
 * The reference records' refusals that name a kind, as the record's label names it in lower case ('sub-sector');
 * ours. The web reads the kind (and the records that use one) back and words them in the reader's language
 * (`translateMessage`, web/src/lib/i18n.ts).
 *
 * A module of named exports, imported as a namespace (`import * as referenceRecordMessages from`), so a Lambda
 * bundles only the texts it names (docs/decisions.md, 'Lean bundles').
 */
/** `users` counts each kind that uses the record: '2 sub-sectors and 1 retailer'. */
export const inUse = (kind: string, users: string, total: number) =>
  `This ${kind} cannot be deleted: ${users} ${total === 1 ? 'uses' : 'use'} it.`;
export const nameTaken = (kind: string) => `A ${kind} with this name already exists.`;
export const emailTaken = (kind: string) => `A ${kind} with this e-mail already exists.`;
export const valueTaken = (kind: string) => `A ${kind} with this value already exists.`;
export const doesNotExist = (kind: string) => `This ${kind} does not exist.`;
