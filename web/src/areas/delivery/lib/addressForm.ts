import { addressErrors, addressFieldNames } from '../../../../../shared/delivery/rules';
import { ApiError } from '../../../lib/api';
import { errorsFromMap, noErrors, type FormErrors } from '../../../components/forms/formErrors';
import { messagesOfError } from '../../../components/messageBox/messages';

/** The shipping-location rules before a save: all of them when creating, only state and country in the edit modal. */
export function addressFormErrors(values: Record<string, string>, mode: 'create' | 'edit'): FormErrors {
  const found = addressErrors(values, mode);
  return Object.keys(found).length ? errorsFromMap(found, addressFieldNames) : noErrors;
}

/** The check's messages when a field has one; none otherwise (only field messages keep a save from going). */
export const validAddressOr = (found: FormErrors): FormErrors => (Object.keys(found.fields).length ? found : noErrors);

/** A refused save: the server's field messages beside their fields; its other texts for the message box. */
export function addressFailure(error: unknown): { form: FormErrors; messages: string[] } {
  if (error instanceof ApiError && error.status === 400) {
    const form = errorsFromMap(error.errors, addressFieldNames);
    return { form: { ...form, general: [] }, messages: [...form.general, ...Object.values(form.fields).flat()] };
  }
  return { form: noErrors, messages: messagesOfError(error) };
}
