import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  GetGroupCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localCredentials, stopChild, stopWithParent } from './dynamodb';
import { waitFor } from './ports';

const POOL_NAME = 'planner-local';
const CLIENT_NAME = 'planner-web';

export interface CognitoLocal {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  client: CognitoIdentityProviderClient;
  stop(): Promise<void>;
}

/**
 * Starts cognito-local as a child process (it keeps its state under its working directory) and makes sure
 * the user pool and the web app client exist.
 */
/** A code cognito-local would have e-mailed (sign-up confirmation, forgotten password, temporary password). */
export interface CognitoCode {
  destination: string;
  code: string;
}

// cognito-local prints the message it would send as a box: "Destination: x@y" and "Code: 123456" lines.
// eslint-disable-next-line no-control-regex -- the escape character is what colours the box
const ANSI = /\u001b\[[0-9;]*m/g;
export function codesIn(output: string): CognitoCode[] {
  return output
    .replace(ANSI, '')
    .split(BOX_TITLE)
    .slice(1)
    .flatMap((box) => {
      const destination = /Destination:\s+(\S+@\S+)/.exec(box)?.[1];
      const code = /Code:\s+(\S+)/.exec(box)?.[1];
      return destination && code ? [{ destination, code }] : [];
    });
}

const BOX_TITLE = 'Confirmation Code Delivery';

/**
 * Reads cognito-local's output chunk by chunk and hands on each code once its box is complete. Between boxes it
 * keeps only an unfinished box (from its title on), so the request logs in between never grow the buffer and a box
 * cut over several chunks is never lost.
 */
export function codeReader(onCode: (code: CognitoCode) => void): (chunk: Buffer | string) => void {
  let pending = '';
  return (chunk) => {
    pending += String(chunk);
    const end = pending.lastIndexOf('╯');
    if (end !== -1) {
      for (const code of codesIn(pending.slice(0, end + 1))) onCode(code);
      pending = pending.slice(end + 1);
    }
    const box = pending.lastIndexOf(BOX_TITLE);
    // No box begun: keep a tail as long as the title, in case a chunk ends inside it.
    pending = box === -1 ? pending.slice(-BOX_TITLE.length) : pending.slice(box);
  };
}

export async function startCognitoLocal(opts: {
  port: number;
  directory: string;
  region: string;
  /** Receives each code the stand-in would have e-mailed, so the local stack can deliver it to the mailbox. */
  onCode?: (code: CognitoCode) => void;
}): Promise<CognitoLocal> {
  const configDir = join(opts.directory, '.cognito');
  mkdirSync(configDir, { recursive: true });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  writeFileSync(
    join(configDir, 'config.json'),
    JSON.stringify({
      ServerConfig: { port: opts.port, hostname: '127.0.0.1' },
      TokenConfig: { IssuerDomain: endpoint },
      UserPoolDefaults: { UsernameAttributes: ['email'] },
    }),
  );
  const bin = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const child = spawn(process.execPath, [bin], { cwd: opts.directory, stdio: ['ignore', 'pipe', 'pipe'] });
  stopWithParent(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  // Decoded as a stream, so a box character cut between two chunks is not mangled.
  child.stdout?.setEncoding('utf8');
  child.stdout?.on(
    'data',
    codeReader((code) => opts.onCode?.(code)),
  );

  const client = new CognitoIdentityProviderClient({ endpoint, region: opts.region, credentials: localCredentials });
  let userPoolId = '';
  await waitFor('cognito-local', async () => {
    if (child.exitCode !== null) throw new Error(`exited with ${child.exitCode}: ${stderr}`);
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    userPoolId = pools.UserPools?.find((p) => p.Name === POOL_NAME)?.Id ?? '';
  });
  if (!userPoolId) {
    const created = await client.send(
      new CreateUserPoolCommand({
        PoolName: POOL_NAME,
        UsernameAttributes: ['email'],
        AutoVerifiedAttributes: ['email'],
      }),
    );
    userPoolId = created.UserPool!.Id!;
  }
  const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  let clientId = clients.UserPoolClients?.find((c) => c.ClientName === CLIENT_NAME)?.ClientId ?? '';
  if (!clientId) {
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: CLIENT_NAME,
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    clientId = created.UserPoolClient!.ClientId!;
  }
  return {
    endpoint,
    userPoolId,
    clientId,
    client,
    stop: async () => {
      client.destroy();
      await stopChild(child);
    },
  };
}

/**
 * Creates a confirmed user with a permanent password in the given groups (with their names as given_name and
 * family_name, when given), if missing; returns its subject.
 */
export async function ensureCognitoUser(
  cognito: Pick<CognitoLocal, 'client' | 'userPoolId'>,
  user: { email: string; password: string; groups: string[]; firstName?: string; lastName?: string },
): Promise<string> {
  const { client, userPoolId } = cognito;
  for (const group of user.groups) {
    try {
      await client.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    } catch {
      await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
    }
  }
  let existing;
  try {
    existing = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }));
  } catch {
    existing = undefined;
  }
  if (!existing) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: user.password,
        UserAttributes: [
          { Name: 'email', Value: user.email },
          { Name: 'email_verified', Value: 'true' },
          ...(user.firstName ? [{ Name: 'given_name', Value: user.firstName }] : []),
          ...(user.lastName ? [{ Name: 'family_name', Value: user.lastName }] : []),
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        Password: user.password,
        Permanent: true,
      }),
    );
    existing = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: user.email }));
  }
  for (const group of user.groups) {
    await client.send(
      new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: user.email, GroupName: group }),
    );
  }
  return existing.UserAttributes?.find((a) => a.Name === 'sub')?.Value ?? existing.Username!;
}
