import {
  referenceKindFacts,
  type ReferenceKindFacts,
  type ReferenceKindName,
} from '../../../shared/reference/kindFacts';
import * as referenceRecordMessages from '../../../shared/reference/referenceRecordMessages';

export type RefId = number | string;
/** `kind#id` of every record a record points at, once each. */
export type ReferenceSet = Set<string>;

const refKey = (kind: string, id: RefId) => `${kind}#${id}`;
export const parseRefKey = (key: string) => {
  const [kind, id] = key.split('#');
  const numeric = referenceKindFacts[kind as ReferenceKindName]?.id.type === 'number';
  return { kind: kind as ReferenceKindName, id: numeric ? Number(id) : id };
};

/** The records a record's fields point at (a list field counts each id once). */
export function referencesOf(definition: ReferenceKindFacts, fields: Record<string, unknown>): ReferenceSet {
  const set: ReferenceSet = new Set();
  for (const reference of definition.references) {
    const value = fields[reference.field];
    const ids = reference.many
      ? ((value as RefId[] | undefined) ?? [])
      : value === null || value === undefined || value === ''
        ? []
        : [value as RefId];
    for (const id of ids) set.add(refKey(reference.kind, id));
  }
  return set;
}

/** What an edit adds and removes, so usage counts move by exactly the change. */
export function referenceChanges(before: ReferenceSet, after: ReferenceSet) {
  return {
    added: [...after].filter((k) => !before.has(k)),
    removed: [...before].filter((k) => !after.has(k)),
  };
}

/** Uniqueness ignores case and surrounding or repeated spaces: 'Snacks' and ' snacks ' are the same name. */
export const normalizeUnique = (value: unknown) => String(value).trim().replace(/\s+/g, ' ').toLowerCase();

/** The reason a record in use cannot be deleted, naming who uses it: '... 2 sub-sectors and 1 retailer use it.' */
export function inUseReason(definition: ReferenceKindFacts, usage: Record<string, number>): string {
  const parts = Object.entries(usage)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => {
      const user = referenceKindFacts[kind as ReferenceKindName];
      const noun = user ? (count === 1 ? user.label.toLowerCase() : user.plural) : count === 1 ? kind : `${kind}s`;
      return `${count} ${noun}`;
    });
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'other records');
  const total = Object.values(usage).reduce((a, b) => a + b, 0);
  return referenceRecordMessages.inUse(definition.label.toLowerCase(), list, total);
}

export function alreadyExists(definition: ReferenceKindFacts) {
  const kind = definition.label.toLowerCase();
  if (definition.uniqueBy === 'name' || definition.uniqueBy === 'retailerName')
    return referenceRecordMessages.nameTaken(kind);
  return definition.uniqueBy === 'email'
    ? referenceRecordMessages.emailTaken(kind)
    : referenceRecordMessages.valueTaken(kind);
}

export const doesNotExist = (kind: ReferenceKindName) =>
  referenceRecordMessages.doesNotExist(referenceKindFacts[kind].label.toLowerCase());
