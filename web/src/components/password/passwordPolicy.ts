/**
 * The user pool's password policy, checked in the browser before Cognito is asked (infra/stacks/authStack.ts
 * sets the same rules on the pool; a unit test holds the two together). Cognito stays the judge: its own
 * policy answer is shown as it comes.
 */
export const PASSWORD_MIN_LENGTH = 12;
const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_RULES = ['length', 'lowercase', 'uppercase', 'digit', 'symbol'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

// Cognito's special characters; a space inside the password (not at either end) counts as one too.
const SYMBOLS = '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+-';

const checks: Record<PasswordRule, (password: string) => boolean> = {
  length: (p) => [...p].length >= PASSWORD_MIN_LENGTH && [...p].length <= PASSWORD_MAX_LENGTH,
  lowercase: (p) => /[a-z]/.test(p),
  uppercase: (p) => /[A-Z]/.test(p),
  digit: (p) => /[0-9]/.test(p),
  symbol: (p) => [...p].some((c) => SYMBOLS.includes(c)) || / /.test(p.trim()),
};

/** The rules a password does not meet yet, in the order they are shown. */
export function unmetPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !checks[rule](password));
}

/** Cognito refuses a password that starts or ends with a space. */
const hasEdgeSpace = (password: string) => password !== password.trim();

/** What is wrong with a new password and its confirmation, as `widgets.password.*` text names. */
export interface NewPasswordIssues {
  password?: 'required' | 'notMet' | 'edgeSpace';
  confirm?: 'confirmRequired' | 'mismatch';
}

export function newPasswordIssues(password: string, confirm: string): NewPasswordIssues {
  const issues: NewPasswordIssues = {};
  if (!password) issues.password = 'required';
  else if (hasEdgeSpace(password)) issues.password = 'edgeSpace';
  else if (unmetPasswordRules(password).length > 0) issues.password = 'notMet';
  if (!confirm) issues.confirm = 'confirmRequired';
  else if (password && confirm !== password) issues.confirm = 'mismatch';
  return issues;
}
