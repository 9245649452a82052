import { describe, expect, it } from 'vitest';
import { httpMessages } from '../../../../../shared/messages';
import { ApiError } from '../../../lib/api';
import { progressOf, signInErrorMessages, TOO_MANY_ATTEMPTS } from './signIn';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('signInErrorMessages', () => {
  it('shows the login text for wrong credentials', () => {
    expect(signInErrorMessages(named('NotAuthorizedException', 'Incorrect username or password.'))).toEqual([
      httpMessages.loginFailed,
    ]);
    expect(signInErrorMessages(named('UserNotFoundException'))).toEqual([httpMessages.loginFailed]);
  });

  it('shows the network text when Cognito cannot be reached', () => {
    expect(signInErrorMessages(named('NetworkError', 'A network error has occurred.'))).toEqual([
      httpMessages.networkError,
    ]);
  });

  it("keeps Cognito's own words about the password policy while choosing a new password", () => {
    const policy = 'Password does not conform to policy: Password not long enough';
    expect(signInErrorMessages(named('InvalidPasswordException', policy), 'new-password')).toEqual([policy]);
  });

  it("shows the login text for the local stand-in's wrong-password answer", () => {
    expect(signInErrorMessages(named('InvalidPasswordException', 'Invalid password'), 'credentials')).toEqual([
      httpMessages.loginFailed,
    ]);
  });

  it('asks to wait after too many attempts', () => {
    expect(signInErrorMessages(named('NotAuthorizedException', 'Password attempts exceeded'))).toEqual([
      TOO_MANY_ATTEMPTS,
    ]);
    expect(
      signInErrorMessages(named('LimitExceededException', 'Attempt limit exceeded, please try after some time.')),
    ).toEqual([TOO_MANY_ATTEMPTS]);
  });

  it('shows the API messages when tracking or loading claims failed', () => {
    expect(signInErrorMessages(new ApiError(400, { general: ['Your sign-in could not be recorded.'] }))).toEqual([
      'Your sign-in could not be recorded.',
    ]);
  });

  it('falls back to the login text for anything else', () => {
    expect(signInErrorMessages(new Error('boom'))).toEqual([httpMessages.loginFailed]);
    expect(signInErrorMessages(undefined)).toEqual([httpMessages.loginFailed]);
  });
});

describe('progressOf', () => {
  it('knows done, new password, unconfirmed account, password reset and unsupported steps', () => {
    expect(progressOf({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_UP' } } as never)).toEqual({
      step: 'confirm-sign-up',
    });
    expect(progressOf({ isSignedIn: false, nextStep: { signInStep: 'RESET_PASSWORD' } } as never)).toEqual({
      step: 'reset-password',
    });
    expect(progressOf({ isSignedIn: true, nextStep: { signInStep: 'DONE' } })).toEqual({ step: 'done' });
    expect(
      progressOf({
        isSignedIn: false,
        nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
      } as never),
    ).toEqual({ step: 'new-password' });
    expect(
      progressOf({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' } } as never),
    ).toEqual({
      step: 'unsupported',
      name: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
    });
  });
});
