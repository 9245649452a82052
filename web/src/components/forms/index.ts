export * from './formErrors';
export { Field, type FieldInput } from './Field';
export { FieldError, FormMessages } from './FieldError';
export { FormDialog } from './FormDialog';
export { useForm, type FormOptions } from './useForm';
export { useFirstFresh } from './useFirstFresh';
