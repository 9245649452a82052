import { readFileSync } from 'node:fs';
import { Template } from 'aws-cdk-lib/assertions';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessOf,
  entryOf,
  familyEnvironment,
  type FamilyAccess,
  type FunctionName,
} from '../../infra/config/familyAccess';
import { repoPath } from '../../infra/repoPath';
import { families } from '../../shared/contract/route';
import { buildTestApp } from './testApp';

/**
 * For every Lambda of the product, what its code reaches must be declared in familyAccess.ts and granted by the
 * synthesized stack. "Reaches" is read from the Lambda's own bundle (esbuild, tree-shaken, AWS SDK left external),
 * so only code the entry can run counts: the env getters it reads (functions/lib/env.ts), the AWS SDK commands
 * it constructs or refers to, and the buckets its S3 commands name.
 */
const functionNames: FunctionName[] = [...families, 'imports', 'mailSender'];

const ENV_VARIABLE: Record<string, string> = {
  tableName: 'TABLE_NAME',
  documentsBucket: 'DOCUMENTS_BUCKET',
  importsBucket: 'IMPORTS_BUCKET',
  mailFrom: 'MAIL_FROM',
  userPoolId: 'USER_POOL_ID',
  siteUrl: 'SITE_URL',
  originSecret: 'ORIGIN_SECRET',
  mailConfigurationSet: 'MAIL_CONFIGURATION_SET',
  mailQueueUrl: 'MAIL_QUEUE_URL',
};
const envGetters = [
  ...readFileSync(repoPath('functions', 'lib', 'env.ts'), 'utf8').matchAll(/^\s*get (\w+)\(\)/gm),
].map((m) => m[1]);

// lib-dynamodb command → IAM action; TransactWrite needs the actions of the items it writes.
const DYNAMO_ACTIONS: Record<string, string> = {
  GetCommand: 'dynamodb:GetItem',
  BatchGetCommand: 'dynamodb:BatchGetItem',
  QueryCommand: 'dynamodb:Query',
  ScanCommand: 'dynamodb:Scan',
  PutCommand: 'dynamodb:PutItem',
  UpdateCommand: 'dynamodb:UpdateItem',
  DeleteCommand: 'dynamodb:DeleteItem',
  BatchWriteCommand: 'dynamodb:BatchWriteItem',
};
const DYNAMO_WRITES = new Set([
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
]);
const TRANSACT_ITEM_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

type Bucket = 'documents' | 'imports';
interface Uses {
  /** env getters read (functions/lib/env.ts). */
  env: Set<string>;
  /** IAM actions of the table, Cognito and SES calls. */
  actions: Set<string>;
  /** The buckets it reads or writes objects of (presigned or direct). */
  buckets: Map<Bucket, 'read' | 'readWrite'>;
}

// The bucket an S3 command names: an env getter, or (for the import processor) the bucket of its S3 event.
const EVENT_BUCKET: Partial<Record<FunctionName, Bucket>> = { imports: 'imports' };

async function usesOf(name: FunctionName): Promise<Uses> {
  const result = await build({
    entryPoints: [repoPath(entryOf(name))],
    absWorkingDir: repoPath(),
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    logLevel: 'silent',
  });
  let code = result.outputFiles[0].text;

  // Local names of the AWS SDK exports, then the code without its import statements: a name still present is used.
  const sdkName = new Map<string, { pkg: string; name: string }>();
  code = code.replace(/import\s*\{([^}]*)\}\s*from\s*"(@aws-sdk\/[^"]+)";?/g, (_, names: string, pkg: string) => {
    for (const part of names
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [original, local = original] = part.split(/\s+as\s+/);
      sdkName.set(local, { pkg, name: original });
    }
    return '';
  });
  const used = [...sdkName]
    .filter(([local]) => new RegExp(`\\b${local}\\b`).test(code))
    .map(([local, ref]) => ({ local, ...ref }));

  const uses: Uses = { env: new Set(), actions: new Set(), buckets: new Map() };
  for (const m of code.matchAll(/(?<![.\w$])env\d*\.(\w+)/g)) if (envGetters.includes(m[1])) uses.env.add(m[1]);

  for (const command of used) {
    if (command.pkg === '@aws-sdk/lib-dynamodb' && command.name === 'TransactWriteCommand') {
      for (const [key, action] of Object.entries(TRANSACT_ITEM_ACTIONS))
        if (new RegExp(`\\b${key}:\\s*\\{`).test(code)) uses.actions.add(action);
    } else if (command.pkg === '@aws-sdk/lib-dynamodb' && DYNAMO_ACTIONS[command.name]) {
      uses.actions.add(DYNAMO_ACTIONS[command.name]);
    } else if (command.pkg === '@aws-sdk/client-cognito-identity-provider' && command.name.endsWith('Command')) {
      uses.actions.add(`cognito-idp:${command.name.replace(/Command$/, '')}`);
    } else if (command.pkg === '@aws-sdk/client-sqs' && /^SendMessage(Batch)?Command$/.test(command.name)) {
      uses.actions.add('sqs:SendMessage');
    } else if (command.pkg === '@aws-sdk/client-ses' && command.name.endsWith('Command')) {
      uses.actions.add(`ses:${command.name.replace(/Command$/, '')}`);
    }
  }
  // S3 without the client (functions/lib/clients/s3Presign.ts): a presigned PUT, an upload slot or putObject writes,
  // a presigned GET, getObjectStream or objectExists reads. The bucket is an env getter, or (the import processor) its S3 event's.
  for (const m of code.matchAll(
    /\b(presignPut|presignUploadSlot|presignGet|putObject|getObjectStream|objectExists)\d*\(\{\s*bucket(?::\s*([\w.$]+))?/g,
  )) {
    const getter = m[2] ? /env\d*\.(documentsBucket|importsBucket)$/.exec(m[2])?.[1] : undefined;
    const bucket: Bucket | undefined = getter
      ? getter === 'documentsBucket'
        ? 'documents'
        : 'imports'
      : EVENT_BUCKET[name];
    if (!bucket) throw new Error(`${name}: a presigned URL names a bucket this test cannot attribute (${m[2]})`);
    if (uses.buckets.get(bucket) !== 'readWrite')
      uses.buckets.set(bucket, /^(presignGet|getObjectStream|objectExists)$/.test(m[1]) ? 'read' : 'readWrite');
  }
  for (const getter of ['documentsBucket', 'importsBucket'] as const) {
    const bucket = getter === 'documentsBucket' ? 'documents' : 'imports';
    if (uses.env.has(getter) && !uses.buckets.has(bucket)) uses.buckets.set(bucket, 'read');
  }
  return uses;
}

/** What the code's uses require to be declared, as a FamilyAccess the declaration must cover. */
function missingDeclarations(uses: Uses, access: FamilyAccess): string[] {
  const missing: string[] = [];
  const writesTable = [...uses.actions].some((a) => DYNAMO_WRITES.has(a));
  if (writesTable && access.table !== 'readWrite')
    missing.push(`table: 'readWrite' (writes ${[...uses.actions].filter((a) => DYNAMO_WRITES.has(a)).join(', ')})`);
  for (const [bucket, level] of uses.buckets) {
    if (!access[bucket] || (level === 'readWrite' && access[bucket] !== 'readWrite'))
      missing.push(`${bucket}: '${level}'`);
  }
  if ((uses.env.has('mailFrom') || [...uses.actions].some((a) => a.startsWith('ses:'))) && !access.mail)
    missing.push('mail: true');
  if ((uses.env.has('userPoolId') || [...uses.actions].some((a) => a.startsWith('cognito-idp:'))) && !access.userPool)
    missing.push('userPool');
  if (uses.env.has('siteUrl') && !access.siteLinks) missing.push('siteLinks: true');
  if ((uses.env.has('mailQueueUrl') || uses.actions.has('sqs:SendMessage')) && access.mailQueue !== 'send')
    missing.push("mailQueue: 'send'");
  return missing;
}

const { api } = buildTestApp('dev');
const resources = Template.fromStack(api).toJSON().Resources as Record<string, { Type: string; Properties: any }>;

/** The synthesized function of a name: its environment, its role's inline actions, its managed policies. */
function synthesized(name: FunctionName) {
  const [, fn] = Object.entries(resources).find(
    ([id, r]) =>
      r.Type === 'AWS::Lambda::Function' &&
      id.startsWith(name === 'imports' ? 'ImportProcessor' : name === 'mailSender' ? 'MailSender' : `Family${name}`),
  )!;
  const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
  const actions = Object.values(resources)
    .filter(
      (r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((ref: { Ref: string }) => ref.Ref === roleId),
    )
    .flatMap((r) => r.Properties.PolicyDocument.Statement)
    .flatMap((s: { Action: string | string[] }) => [s.Action].flat());
  return {
    variables: Object.keys(fn.Properties.Environment.Variables as Record<string, unknown>),
    actions: new Set(actions),
    managedPolicies: JSON.stringify(resources[roleId].Properties.ManagedPolicyArns ?? []),
  };
}

const uses = new Map<FunctionName, Uses>();
beforeAll(async () => {
  for (const name of functionNames) uses.set(name, await usesOf(name));
});

describe.each(functionNames)('the %s function', (name) => {
  it('declares in familyAccess.ts every resource its code uses', () => {
    expect(missingDeclarations(uses.get(name)!, accessOf(name))).toEqual([]);
  });

  it('is given the variables and granted the actions and buckets its code uses', () => {
    const { env, actions, buckets } = uses.get(name)!;
    const granted = synthesized(name);
    expect(
      [...env].map((getter) => ENV_VARIABLE[getter] ?? getter).filter((v) => !granted.variables.includes(v)),
    ).toEqual([]);
    expect([...actions].filter((a) => !granted.actions.has(a))).toEqual([]);
    for (const [bucket, level] of buckets) {
      const policy = `${bucket === 'documents' ? 'Documents' : 'Imports'}Access${level}`;
      const covering = level === 'read' ? [policy, `${policy}Write`] : [policy];
      expect(
        covering.some((p) => granted.managedPolicies.includes(p)),
        `${bucket} ${level}`,
      ).toBe(true);
    }
  });

  it('is declared no resource its code does not use', () => {
    const access = accessOf(name);
    const { env, actions, buckets } = uses.get(name)!;
    const unused: string[] = [];
    if (access.table === 'readWrite' && ![...actions].some((a) => DYNAMO_WRITES.has(a))) unused.push('table write');
    for (const bucket of ['documents', 'imports'] as const) {
      if (access[bucket] && !buckets.has(bucket)) unused.push(bucket);
      if (access[bucket] === 'readWrite' && buckets.get(bucket) === 'read') unused.push(`${bucket} write`);
    }
    if (access.mail && !env.has('mailFrom')) unused.push('mail');
    if (access.userPool && !env.has('userPoolId')) unused.push('userPool');
    if (access.siteLinks && !env.has('siteUrl')) unused.push('siteLinks');
    if (access.mailQueue === 'send' && !actions.has('sqs:SendMessage')) unused.push('mailQueue');
    expect(unused).toEqual([]);
  });
});

describe('the local stack', () => {
  const facts = {
    webUrl: 'http://127.0.0.1:1',
    apiUrl: 'http://127.0.0.1:2',
    mailUrl: 'http://127.0.0.1:3',
    region: 'us-east-1',
    cognito: { endpoint: 'http://127.0.0.1:4', userPoolId: 'pool', clientId: 'client' },
    dynamodb: { endpoint: 'http://127.0.0.1:5', tableName: 'planner' },
    s3: { endpoint: 'http://127.0.0.1:6', buckets: { documents: 'documents', imports: 'imports' } },
    sqs: { endpoint: 'http://127.0.0.1:7', queues: { mail: 'http://127.0.0.1:7/000000000000/mail' } },
    originSecret: 'local-secret',
  };
  const LOCAL_ONLY = /^(AWS_|LOG_LEVEL$)/;

  it.each(functionNames)('gives the %s function the variables its CDK function gets, and no others', async (name) => {
    const { localFunctionEnvironment } = await import('../../scripts/local/stack');
    const local = Object.keys(localFunctionEnvironment(facts, name))
      .filter((v) => !LOCAL_ONLY.test(v))
      .sort();
    const cdk = synthesized(name)
      .variables.filter((v) => !['LOG_LEVEL', 'NODE_OPTIONS', 'MAIL_CONFIGURATION_SET'].includes(v))
      .sort();
    expect(local).toEqual(cdk);
    expect(local).toEqual(
      Object.keys(
        familyEnvironment(accessOf(name), {
          tableName: 't',
          documentsBucket: 'd',
          importsBucket: 'i',
          userPoolId: 'p',
          mailFrom: 'm',
          siteUrl: 's',
          mailQueueUrl: 'q',
          ...((families as readonly string[]).includes(name) && { originSecret: 'o' }),
        }),
      ).sort(),
    );
  });
});

it('reads every Lambda: the families of the contract, the import processor and the mail sender', () => {
  expect(uses.size).toBe(families.length + 2);
  expect(uses.get('delivery')!.env.has('importsBucket')).toBe(true);
});
