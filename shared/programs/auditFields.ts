/**
 * The fields a program's audit notes name (functions/domain/programs/audit.ts, `describeChanges`): a field change
 * is stored as 'deliveryDate: 2026-05-01; deliveryNotes: (cleared)', by code name and language-neutral, and the web
 * words each field by its label in the reader's language when it shows the trail (`programs.auditFields.{field}`,
 * web/src/areas/programs/lib/auditNotes.ts). A field the audit may name joins this list with its ten labels.
 */
export const auditedProgramFields = [
  // The program's own fields (`programs.update`; its retailer's name goes with a new retailer).
  'name',
  'description',
  'note',
  'retailerId',
  'retailerName',
  'fiscalYear',
  'programStartDate',
  'programEndDate',
  'strategicBusinessInitiativeId',
  'campaignThemeId',
  'campaignThemeTypeId',
  'accountLocations',
  // Delivery (`programs/delivery`).
  'deliveryDate',
  'deliveryNotes',
  'deliveryContacts',
  // A program tactic's own change (`tactic-update`).
  'orderQuantity',
  'startDate',
  'endDate',
] as const;

/** The actions whose notes list field changes. */
export const fieldChangeActions = ['update', 'delivery', 'delivery-date', 'tactic-update'] as const;

/** The value a change wrote when it emptied a field. */
export const clearedValue = '(cleared)';

/**
 * The English words some actions' notes are written with beside names and numbers, which the web words again in the
 * reader's language (web/src/lib/auditNotes.ts): a funding source not ticked ('Fizz Cola: ATL 1500, BTL 20 (not
 * selected)'), no jobs ('(none)'), a count of locations ('12 locations') and a tactic's distributed quantity
 * ('Floor Display: 5 distributed').
 */
export const auditNoteWords = {
  notSelected: '(not selected)',
  none: '(none)',
  locations: 'locations',
  distributed: 'distributed',
} as const;
