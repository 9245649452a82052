import { referenceKindFacts, type ReferenceKindName } from './kindFacts';

/**
 * The text a record is known by in lookups and lists: its name, or what stands for one in kinds without. The web
 * shows references by it, and the server sorts a column of references by it.
 */
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
      const id = referenceKindFacts[kind].id;
      const code = id.type === 'code' ? text(id.field) : '';
      return code ? `${text('name')} (${code})` : text('name');
    }
    default:
      return text('name') || text(referenceKindFacts[kind].uniqueBy);
  }
}
