export { PasswordRules } from './PasswordRules';
export { newPasswordIssues } from './passwordPolicy';
