import { randomUUID } from 'node:crypto';
import {
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { expect, inject } from 'vitest';
import { ensureCognitoUser } from '../../scripts/local/cognito';
import { DEMO_PASSWORD } from '../../scripts/local/demoData';
import { localCredentials } from '../../scripts/local/dynamodb';

export const stack = () => inject('stack');

const cognito = () =>
  new CognitoIdentityProviderClient({
    endpoint: stack().cognito.endpoint,
    region: stack().region,
    credentials: localCredentials,
  });

const tokens = new Map<string, string>();

/** Signs in against the local Cognito as the web app does there (USER_PASSWORD_AUTH); returns the ID token. */
export async function idTokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  if (!tokens.has(email)) {
    const answer = await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: stack().cognito.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    tokens.set(email, answer.AuthenticationResult!.IdToken!);
  }
  return tokens.get(email)!;
}

/** A signed-in user whose only group is a role with no claims: what every claim-gated route must refuse. */
export async function idTokenOfUserWithoutClaims(): Promise<string> {
  const email = `nobody-${randomUUID().slice(0, 8)}@demo.local`;
  await ensureCognitoUser(
    { client: cognito(), userPoolId: stack().cognito.userPoolId },
    {
      email,
      password: DEMO_PASSWORD,
      groups: ['no-claims'],
    },
  );
  return idTokenOf(email);
}

/** A new user in the given groups (none: a user without any role, as one who registered themselves); their e-mail and ID token. */
export async function newSignedInUser(groups: string[], prefix = 'user'): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@demo.local`;
  await ensureCognitoUser(
    { client: cognito(), userPoolId: stack().cognito.userPoolId },
    { email, password: DEMO_PASSWORD, groups },
  );
  return { email, token: await idTokenOf(email) };
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  json: any;
  text: string;
}

/** Calls the local gateway over HTTP, as the browser does. */
export async function callApi(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; rawBody?: string; query?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const url = new URL(`${stack().apiUrl}/api/${path}`);
  for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, v);
  const response = await fetch(url, {
    method,
    redirect: 'manual',
    headers: {
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      'content-type': 'application/json',
    },
    body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** The e-mail an ID token names (its payload's `email`). */
export const emailOfToken = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).email as string;

/**
 * A user the admin creates through the user administration, with the retailers given and a role of its own holding
 * the claims given (retailer-side or not); their ID token.
 */
export async function newUserWithRole(
  adminToken: string,
  claims: { resource: string; operation: string }[],
  retailerIds: number[],
  retailerSide: boolean,
): Promise<string> {
  const roleId = `role-${randomUUID().slice(0, 8)}`;
  const role = await callApi('POST', 'sitesetup/save-role-claims', {
    token: adminToken,
    body: { roleId, description: 'Test role', claims, retailerSide },
  });
  expect(role.status, role.text).toBe(200);
  const email = `${roleId}@demo.local`;
  const user = await callApi('POST', 'users', {
    token: adminToken,
    body: { email, firstName: 'Erin', lastName: 'Expenses', roles: [roleId], retailerIds },
  });
  expect(user.status, user.text).toBe(200);
  await cognito().send(
    new AdminSetUserPasswordCommand({
      UserPoolId: stack().cognito.userPoolId,
      Username: email,
      Password: DEMO_PASSWORD,
      Permanent: true,
    }),
  );
  return idTokenOf(email);
}
