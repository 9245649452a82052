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
