import { confirmSignUp, resendSignUpCode, signUp } from 'aws-amplify/auth';

export interface Registration {
  email: string;
  /** Optional; kept as the Cognito `name` attribute. */
  name: string;
  password: string;
}

/** Where Cognito sent the confirmation code (masked in AWS); nothing when the account needs no confirmation. */
export interface CodeSent {
  confirmed: boolean;
  destination?: string;
}

/** Self-registration (`signUp`): the e-mail is the user name; the account holds no role until an administrator gives one. */
export async function register({ email, name, password }: Registration): Promise<CodeSent> {
  const output = await signUp({
    username: email,
    password,
    options: { userAttributes: { email, ...(name ? { name } : {}) } },
  });
  const next = output.nextStep;
  return {
    confirmed: output.isSignUpComplete || next.signUpStep === 'DONE',
    ...(next.signUpStep === 'CONFIRM_SIGN_UP' ? { destination: next.codeDeliveryDetails.destination } : {}),
  };
}

/** The code from the e-mail confirms the account (and the e-mail address). */
export async function confirmRegistration(email: string, code: string): Promise<void> {
  await confirmSignUp({ username: email, confirmationCode: code });
}

/** A new confirmation code (`resendSignUpCode`); returns where it went. */
export async function sendRegistrationCodeAgain(email: string): Promise<string | undefined> {
  const details = await resendSignUpCode({ username: email });
  return details.destination;
}
