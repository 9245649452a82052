export * from './formErrors';
export { FieldError, FormMessages } from './FieldError';
export { useForm, type FormOptions } from './useForm';
export { useFirstFresh } from './useFirstFresh';
