import { httpMessages } from '../../../../../shared/messages';

/** The Cognito call that failed, which decides what an error means to the user. */
export type AuthStep = 'sign-up' | 'confirm-sign-up' | 'resend-code' | 'reset-request' | 'reset-confirm';

/**
 * What a failed Cognito call shows: beside which field (or for the whole form), either a text of this area
 * (`auth.errors.*`) or words to show as they came (Cognito's own policy answer, a spec text); with what to
 * offer next. `locked` sends the user to the locked page.
 */
export interface AuthFailure {
  field: 'email' | 'password' | 'code' | 'general';
  key?: string;
  text?: string;
  offer?: 'confirm' | 'sign-in';
  locked?: true;
}

export const errorName = (error: unknown): string | undefined => {
  const name = (error as { name?: unknown } | null | undefined)?.name;
  return typeof name === 'string' ? name : undefined;
};
const errorMessage = (error: unknown): string => {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' ? message : '';
};

/** Cognito's answer to a deactivated user: NotAuthorizedException 'User is disabled.' */
export const isDisabledUser = (error: unknown) =>
  errorName(error) === 'NotAuthorizedException' && /disabled/i.test(errorMessage(error));

const TOO_MANY = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);
const CODE_STEPS = new Set<AuthStep>(['confirm-sign-up', 'reset-confirm']);

/** Cognito's error names as the user's texts (the step gives NotAuthorizedException its meaning). */
export function authFailure(error: unknown, step: AuthStep): AuthFailure {
  const name = errorName(error);
  const message = errorMessage(error);
  if (isDisabledUser(error)) return { field: 'general', key: 'auth.locked.text', locked: true };
  if (name && TOO_MANY.has(name)) return { field: 'general', key: 'auth.errors.tooManyAttempts' };
  switch (name) {
    case 'NetworkError':
      return { field: 'general', text: httpMessages.networkError };
    case 'CodeMismatchException':
      return { field: 'code', key: 'auth.errors.codeMismatch' };
    case 'ExpiredCodeException':
      return { field: 'code', key: 'auth.errors.codeExpired' };
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return { field: 'email', key: 'auth.errors.usernameExists', offer: 'confirm' };
    case 'InvalidPasswordException':
      // Cognito's own words about its password policy.
      return message ? { field: 'password', text: message } : { field: 'password', key: 'auth.errors.passwordRefused' };
    case 'UserNotConfirmedException':
      return { field: 'general', key: 'auth.notConfirmed', offer: 'confirm' };
    case 'CodeDeliveryFailureException':
      return { field: 'general', key: 'auth.errors.codeNotSent' };
    case 'UserNotFoundException':
      // Never says whether an account exists: to the user, the code is simply not right.
      if (CODE_STEPS.has(step)) return { field: 'code', key: 'auth.errors.codeMismatch' };
      break;
    case 'NotAuthorizedException':
      if (step === 'confirm-sign-up')
        return { field: 'general', key: 'auth.errors.alreadyConfirmed', offer: 'sign-in' };
      if (step === 'reset-request' || step === 'reset-confirm')
        return { field: 'general', key: 'auth.errors.resetNotAllowed' };
      break;
    case 'InvalidParameterException':
      // An account whose e-mail was never verified (registration not confirmed) cannot reset its password.
      if (step === 'reset-request' && /verified/i.test(message))
        return { field: 'general', key: 'auth.notConfirmed', offer: 'confirm' };
      break;
  }
  return { field: 'general', text: message || httpMessages.unexpectedError };
}
