export { Lookup, type LookupOption, type LookupProps } from './Lookup';
export { ReferenceLookup, useNotFoundText, type ReferenceLookupProps } from './ReferenceLookup';
export * from './lookupPaging';
