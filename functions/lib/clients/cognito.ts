import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

/** Cognito admin calls (users and groups); only the users and admin families use it. */
export const cognito = new CognitoIdentityProviderClient({});
