export * from './referenceApi';
export { referenceLabel, referenceLookupSort } from './referenceLabel';
export { ReferenceName, ReferenceNames, useReferenceLabels } from './ReferenceName';
