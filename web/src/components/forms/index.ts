export * from './formErrors';
export { Field } from './Field';
export { FieldError, FormMessages } from './FieldError';
export { FormDialog } from './FormDialog';
export { revealField, useForm } from './useForm';
export { useFirstFresh } from './useFirstFresh';
