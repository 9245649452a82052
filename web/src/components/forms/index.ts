export * from './formErrors';
export { FieldError, FormMessages } from './FieldError';
