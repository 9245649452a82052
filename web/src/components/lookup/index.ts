export { Lookup, type LookupOption } from './Lookup';
export { ReferenceLookup, useNotFoundText } from './ReferenceLookup';
export * from './lookupPaging';
