export { NoAccessNote } from './NoAccessNote';
export { PageAccess } from './PageAccess';
