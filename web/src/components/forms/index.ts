export * from './formErrors';
export { CheckboxField, Field, TextInputField } from './Field';
export { FieldError, FormMessages } from './FieldError';
export { FormDialog } from './FormDialog';
export { revealField, useForm } from './useForm';
export { useFirstFresh } from './useFirstFresh';
