export * from './referenceApi';
export { referenceLabel, referenceLookupSort } from './referenceLabel';
