import { programMessages, programServerMessages } from '../programs/messages';
import { plannableStatuses, type ProgramStatusId } from '../programs/status';
import { vendorById } from './lookupLists';
import { skuTaken } from './sku';

/** The Create tactic modal's texts: the spec's (section 5 and 8) word for word, then ours (docs/decisions.md). */
export const tacticMessages = {
  typeRequired: 'Tactic Type Required',
  startDateRequired: programMessages.startDateRequired,
  endDateRequired: programMessages.endDateRequired,
  descriptionRequired: programMessages.descriptionRequired,
  formBlocked: 'There were some validation errors.',
  invalidDate: 'Invalid date format',
  deleteConfirm: programMessages.tacticDeleteConfirm,
  deleted: 'Program Tactic deleted',
  notDeleted: "Program Tactic can't deleted",
  /** The Delete Tactic action refused, with the can-delete check's reason (a text of this list). */
  notDeletedBecause: (reason: string) => `Program Tactic can't deleted: ${reason}`,
  // Ours: the spec marks these fields required without wording their messages.
  nameRequired: 'Name is required',
  purposeRequired: 'Purpose is required',
  productTypeRequired: 'Product type is required',
  deliveryMethodRequired: 'Delivery method is required',
  componentTypeRequired: 'Component type is required',
  componentNameRequired: 'Component name is required',
  childVendorMismatch: 'Choose a sub vendor of the chosen vendor.',
  endBeforeStart: programServerMessages.endBeforeStart,
  skuTaken,
  noDeleteClaim: 'You may not delete program tactics.',
  notPlannable: programServerMessages.notPlannable,
  saved: 'Tactic saved',
  // The tactic is saved before its picture goes up: a failed upload must not lead to saving it twice.
  pictureNotSaved: 'The tactic was saved, but its picture could not be uploaded. Open the tactic to add it again.',
} as const;

/** What the Create tactic modal sends for one component tab. */
interface ComponentValues {
  name?: string | null;
  componentTypeId?: number | null;
  vendorId?: number | null;
  childVendorId?: number | null;
}

/** What the rules read of a tactic being created or edited. */
export interface TacticValues {
  tacticTypeId?: number | null;
  tacticName?: string | null;
  description?: string | null;
  purpose?: string | null;
  productTypeId?: number | null;
  deliveryMethodId?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  components?: ComponentValues[];
}

type Errors = Record<string, string[]>;
const blank = (text: string | null | undefined) => !text || !text.trim();

/** A component tab's messages, keyed `components.{index}.{field}` as the server's 400 keys them. */
function componentErrors(component: ComponentValues, index: number): Errors {
  const errors: Errors = {};
  const at = (field: string, message: string) => (errors[`components.${index}.${field}`] = [message]);
  if (blank(component.name)) at('name', tacticMessages.componentNameRequired);
  if (!component.componentTypeId) at('componentTypeId', tacticMessages.componentTypeRequired);
  if (component.childVendorId) {
    const child = vendorById(component.childVendorId);
    if (!child || !component.vendorId || child.parentId !== component.vendorId)
      at('childVendorId', tacticMessages.childVendorMismatch);
  }
  return errors;
}

/**
 * The Create tactic modal's rules (spec 02, section 5): tactic type, start and end dates, description, and purpose
 * when shop types exist are required; the end date may not precede the start date; each component tab has its own.
 */
export function tacticErrors(values: TacticValues, opts: { shopTypesExist: boolean }): Errors {
  const errors: Errors = {};
  if (!values.tacticTypeId) errors.tacticTypeId = [tacticMessages.typeRequired];
  if (blank(values.tacticName)) errors.tacticName = [tacticMessages.nameRequired];
  if (blank(values.description)) errors.description = [tacticMessages.descriptionRequired];
  if (opts.shopTypesExist && blank(values.purpose)) errors.purpose = [tacticMessages.purposeRequired];
  if (!values.productTypeId) errors.productTypeId = [tacticMessages.productTypeRequired];
  if (!values.deliveryMethodId) errors.deliveryMethodId = [tacticMessages.deliveryMethodRequired];
  if (!values.startDate) errors.startDate = [tacticMessages.startDateRequired];
  if (!values.endDate) errors.endDate = [tacticMessages.endDateRequired];
  else if (values.startDate && values.endDate < values.startDate) errors.endDate = [tacticMessages.endBeforeStart];
  (values.components ?? []).forEach((c, i) => Object.assign(errors, componentErrors(c, i)));
  return errors;
}

/**
 * The can-delete check of a program tactic: the text DELETE when it may be deleted, otherwise the reason (shown
 * as the Delete button's tooltip). A tactic is deleted only while its program is planned, by a holder of
 * ProgramTactic/Delete.
 */
export function tacticCanDelete(statusId: ProgramStatusId, holdsDeleteClaim: boolean): string {
  if (!plannableStatuses.includes(statusId)) return tacticMessages.notPlannable;
  return holdsDeleteClaim ? 'DELETE' : tacticMessages.noDeleteClaim;
}
