import { describe, expect, it } from 'vitest';
import { httpMessages } from '../../../../../shared/messages';
import { passwordChangeFailure } from './password';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe("Cognito's answers to a password change", () => {
  it('put a wrong current password beside it (AWS and the local stand-in word it differently)', () => {
    const wrong = { field: 'currentPassword', message: 'account.password.wrongCurrent' };
    expect(passwordChangeFailure(named('NotAuthorizedException', 'Incorrect username or password.'))).toEqual(wrong);
    expect(passwordChangeFailure(named('InvalidPasswordException', 'Invalid password'))).toEqual(wrong);
  });

  it("show Cognito's policy words beside the new password", () => {
    const policy = 'Password did not conform with policy: Password not long enough';
    expect(passwordChangeFailure(named('InvalidPasswordException', policy))).toEqual({
      field: 'newPassword',
      message: policy,
    });
  });

  it('ask to wait after too many attempts, and show network and unknown errors for the form', () => {
    expect(passwordChangeFailure(named('LimitExceededException')).message).toBe('account.password.tooManyAttempts');
    expect(passwordChangeFailure(named('NotAuthorizedException', 'Password attempts exceeded')).message).toBe(
      'account.password.tooManyAttempts',
    );
    expect(passwordChangeFailure(named('NetworkError'))).toEqual({
      field: 'general',
      message: httpMessages.networkError,
    });
    expect(passwordChangeFailure(named('NotAuthorizedException', 'Access Token has been revoked'))).toEqual({
      field: 'general',
      message: 'Access Token has been revoked',
    });
    expect(passwordChangeFailure(undefined)).toEqual({ field: 'general', message: httpMessages.unexpectedError });
  });
});
