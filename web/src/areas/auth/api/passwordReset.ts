import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { errorName } from './authErrors';

/**
 * Asks Cognito to e-mail a code for a new password (`resetPassword`). Like Cognito in AWS (which does not say
 * whether an account exists), an unknown e-mail is answered as if the code had been sent; the local stand-in
 * says UserNotFoundException instead, and is treated the same.
 */
export async function requestPasswordReset(email: string): Promise<{ destination?: string }> {
  try {
    const output = await resetPassword({ username: email });
    const destination = output.nextStep.codeDeliveryDetails?.destination;
    return destination ? { destination } : {};
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return {};
    throw error;
  }
}

/** The code from the e-mail and the new password (`confirmResetPassword`). */
export async function saveNewPassword(email: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword });
}
