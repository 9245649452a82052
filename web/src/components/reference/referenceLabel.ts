import { referenceKinds, type ReferenceKindName } from '../../../../shared/reference/kinds';

export { referenceLabel } from '../../../../shared/reference/referenceLabel';

/** The field a lookup over this kind sorts by: the kind's own default order. */
export const referenceLookupSort = (kind: ReferenceKindName) => referenceKinds[kind].defaultSort;
