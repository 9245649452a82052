export { PasswordRules } from './PasswordRules';
export {
  hasEdgeSpace,
  newPasswordIssues,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  unmetPasswordRules,
  type NewPasswordIssues,
  type PasswordRule,
} from './passwordPolicy';
