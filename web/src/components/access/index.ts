export { NoAccessNote } from './NoAccessNote';
