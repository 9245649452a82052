import { updatePassword } from 'aws-amplify/auth';
import { httpMessages } from '../../../../../shared/messages';

/** Changes the signed-in user's password in Cognito (`updatePassword`, the spec's auth/ChangePwd). */
export async function changeMyPassword(oldPassword: string, newPassword: string): Promise<void> {
  await updatePassword({ oldPassword, newPassword });
}

/** Where a refused change shows (beside which field, or above the form), as a text name or words as they came. */
export interface PasswordChangeFailure {
  field: 'currentPassword' | 'newPassword' | 'general';
  message: string;
}

const TOO_MANY = new Set(['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']);

/** Cognito's answer to `updatePassword` as the user's text. */
export function passwordChangeFailure(error: unknown): PasswordChangeFailure {
  const { name, message = '' } = (error ?? {}) as Partial<Error>;
  if (name === 'NetworkError') return { field: 'general', message: httpMessages.networkError };
  if ((name && TOO_MANY.has(name)) || /attempts exceeded/i.test(message))
    return { field: 'general', message: 'account.password.tooManyAttempts' };
  // AWS: NotAuthorizedException 'Incorrect username or password.'; the local stand-in: InvalidPasswordException 'Invalid password'.
  if (
    (name === 'NotAuthorizedException' && /incorrect/i.test(message)) ||
    (name === 'InvalidPasswordException' && message === 'Invalid password')
  ) {
    return { field: 'currentPassword', message: 'account.password.wrongCurrent' };
  }
  // Cognito's own words about its password policy.
  if (name === 'InvalidPasswordException' && message) return { field: 'newPassword', message };
  return { field: 'general', message: message || httpMessages.unexpectedError };
}
