import { describe, expect, it } from 'vitest';
import { httpMessages } from '../../../../../shared/messages';
import { authFailure, isDisabledUser } from './authErrors';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe("Cognito's errors on the auth pages", () => {
  it('put a wrong or expired code beside the code', () => {
    expect(
      authFailure(
        named('CodeMismatchException', 'Invalid verification code provided, please try again.'),
        'confirm-sign-up',
      ),
    ).toEqual({
      field: 'code',
      key: 'auth.errors.codeMismatch',
    });
    expect(authFailure(named('ExpiredCodeException'), 'reset-confirm')).toEqual({
      field: 'code',
      key: 'auth.errors.codeExpired',
    });
  });

  it('never say whether an account exists: an unknown user is a wrong code', () => {
    expect(authFailure(named('UserNotFoundException', 'User does not exist.'), 'reset-confirm')).toEqual({
      field: 'code',
      key: 'auth.errors.codeMismatch',
    });
    expect(authFailure(named('UserNotFoundException', 'User does not exist.'), 'confirm-sign-up').key).toBe(
      'auth.errors.codeMismatch',
    );
  });

  it('offer to confirm an account that exists already or is not confirmed yet', () => {
    expect(authFailure(named('UsernameExistsException', 'User already exists'), 'sign-up')).toEqual({
      field: 'email',
      key: 'auth.errors.usernameExists',
      offer: 'confirm',
    });
    expect(authFailure(named('UserNotConfirmedException'), 'reset-request')).toEqual({
      field: 'general',
      key: 'auth.notConfirmed',
      offer: 'confirm',
    });
    const unverified = named(
      'InvalidParameterException',
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
    expect(authFailure(unverified, 'reset-request')).toMatchObject({ key: 'auth.notConfirmed', offer: 'confirm' });
  });

  it("show Cognito's own words about its password policy beside the password", () => {
    const policy = 'Password did not conform with policy: Password must have symbol characters';
    expect(authFailure(named('InvalidPasswordException', policy), 'sign-up')).toEqual({
      field: 'password',
      text: policy,
    });
    expect(authFailure(named('InvalidPasswordException'), 'reset-confirm')).toEqual({
      field: 'password',
      key: 'auth.errors.passwordRefused',
    });
  });

  it('ask to wait after too many attempts', () => {
    for (const name of ['LimitExceededException', 'TooManyRequestsException', 'TooManyFailedAttemptsException']) {
      expect(authFailure(named(name), 'resend-code')).toEqual({ field: 'general', key: 'auth.errors.tooManyAttempts' });
    }
  });

  it('read NotAuthorizedException by the step it answers', () => {
    const confirmed = named('NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED');
    expect(authFailure(confirmed, 'confirm-sign-up')).toEqual({
      field: 'general',
      key: 'auth.errors.alreadyConfirmed',
      offer: 'sign-in',
    });
    const cannotReset = named('NotAuthorizedException', 'User password cannot be reset in the current state.');
    expect(authFailure(cannotReset, 'reset-request')).toEqual({ field: 'general', key: 'auth.errors.resetNotAllowed' });
    expect(authFailure(named('NotAuthorizedException', 'Something else'), 'sign-up')).toEqual({
      field: 'general',
      text: 'Something else',
    });
  });

  it('send a deactivated user to the locked page', () => {
    const disabled = named('NotAuthorizedException', 'User is disabled.');
    expect(isDisabledUser(disabled)).toBe(true);
    expect(isDisabledUser(named('NotAuthorizedException', 'Incorrect username or password.'))).toBe(false);
    expect(authFailure(disabled, 'reset-request').locked).toBe(true);
  });

  it("show the network text, or an unknown error's own words, or the spec's text", () => {
    expect(authFailure(named('NetworkError', 'A network error has occurred.'), 'sign-up')).toEqual({
      field: 'general',
      text: httpMessages.networkError,
    });
    expect(authFailure(named('Unsupported', 'Cognito Local unsupported feature'), 'resend-code')).toEqual({
      field: 'general',
      text: 'Cognito Local unsupported feature',
    });
    expect(authFailure(undefined, 'sign-up')).toEqual({ field: 'general', text: httpMessages.unexpectedError });
  });
});
