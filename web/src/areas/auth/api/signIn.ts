import { confirmSignIn, signIn, type SignInOutput } from 'aws-amplify/auth';
import { httpMessages } from '../../../../../shared/messages';
import { ApiError } from '../../../lib/api';
import { webConfig } from '../../../lib/config';
import { endSession } from '../../../lib/session';

/**
 * Where a sign-in stands after a step: done, waiting for a new password, an account whose registration is not
 * confirmed yet, a password Cognito wants reset, or a step this app does not offer.
 */
export type SignInProgress =
  | { step: 'done' }
  | { step: 'new-password' }
  | { step: 'confirm-sign-up' }
  | { step: 'reset-password' }
  | { step: 'unsupported'; name: string };

export function progressOf(output: SignInOutput): SignInProgress {
  const step = output.nextStep.signInStep;
  if (output.isSignedIn || step === 'DONE') return { step: 'done' };
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return { step: 'new-password' };
  // Amplify turns UserNotConfirmedException and PasswordResetRequiredException into these steps.
  if (step === 'CONFIRM_SIGN_UP') return { step: 'confirm-sign-up' };
  if (step === 'RESET_PASSWORD') return { step: 'reset-password' };
  return { step: 'unsupported', name: step };
}

/** SRP in AWS; the local Cognito stand-in has no SRP, so the runtime config says USER_PASSWORD_AUTH there. */
export async function signInWithPassword(email: string, password: string): Promise<SignInProgress> {
  const attempt = () => signIn({ username: email, password, options: { authFlowType: webConfig().authFlowType } });
  try {
    return progressOf(await attempt());
  } catch (error) {
    // Someone is still signed in on this device (another tab, or a login page opened while signed in): they
    // are signed out first, as if they had pressed Sign out.
    if ((error as Error)?.name !== 'UserAlreadyAuthenticatedException') throw error;
    await endSession();
    return progressOf(await attempt());
  }
}

/** Answers Cognito's NEW_PASSWORD_REQUIRED challenge (a user created by an administrator). */
export async function submitNewPassword(newPassword: string): Promise<SignInProgress> {
  return progressOf(await confirmSignIn({ challengeResponse: newPassword }));
}

const NETWORK_ERRORS = new Set(['NetworkError']);
const TOO_MANY = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);
// While choosing a new password, Cognito's own words say what the password policy wants.
const PASSWORD_POLICY_ERRORS = new Set(['InvalidPasswordException', 'InvalidParameterException']);

/** Cognito's own words about its password policy, while choosing a new password. */
export const isPasswordPolicyError = (error: unknown) =>
  PASSWORD_POLICY_ERRORS.has((error as Partial<Error> | undefined)?.name ?? '');

/** Stands for `auth.errors.tooManyAttempts` in the list of texts a failed sign-in shows. */
export const TOO_MANY_ATTEMPTS = 'auth.errors.tooManyAttempts';

/**
 * The texts a failed sign-in shows: the API's own (tracking, claims), else the spec's login texts. Wrong
 * credentials always read 'Login failed. Try again.', whatever Cognito (or its local stand-in) calls them.
 */
export function signInErrorMessages(error: unknown, step: 'credentials' | 'new-password' = 'credentials'): string[] {
  if (error instanceof ApiError) return error.messages.length > 0 ? error.messages : [httpMessages.loginFailed];
  const { name, message } = (error ?? {}) as Partial<Error>;
  if (name && NETWORK_ERRORS.has(name)) return [httpMessages.networkError];
  // Cognito's answer after too many wrong passwords is a NotAuthorizedException of its own words.
  if (name && (TOO_MANY.has(name) || (name === 'NotAuthorizedException' && /attempts exceeded/i.test(message ?? ''))))
    return [TOO_MANY_ATTEMPTS];
  if (step === 'new-password' && name && PASSWORD_POLICY_ERRORS.has(name) && message) return [message];
  return [httpMessages.loginFailed];
}
