import { referenceKinds, type ReferenceKindName } from '../../../../shared/reference/kinds';

/** The text a record is known by in lookups and lists: its name, or what stands for one in kinds without. */
export function referenceLabel(kind: ReferenceKindName, record: Record<string, unknown> | null | undefined): string {
  if (!record) return '';
  const text = (field: string) => (record[field] === undefined || record[field] === null ? '' : String(record[field]));
  switch (kind) {
    case 'retailer':
      return text('retailerName');
    case 'fiscalYear':
      return text('fiscalYear');
    case 'contact':
      return [text('firstName'), text('lastName')].filter(Boolean).join(' ');
    case 'country':
    case 'state': {
      const definition = referenceKinds[kind];
      const code = definition.id.type === 'code' ? text(definition.id.field) : '';
      return code ? `${text('name')} (${code})` : text('name');
    }
    default:
      return text('name') || text(referenceKinds[kind].uniqueBy);
  }
}

/** The field a lookup over this kind sorts by: the kind's own default order. */
export const referenceLookupSort = (kind: ReferenceKindName) => referenceKinds[kind].defaultSort;
