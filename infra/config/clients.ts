import * as z from '../../shared/zod';
import type { StageConfig } from './stageConfig';

/**
 * The clients the pipeline deploys, each with its environments (one pipeline stage each), and the pipeline's own
 * settings. The one typed config file of deployments: `parseClients` refuses a bad entry before anything is built
 * (test/infra/clients.test.ts). docs/operations.md says how to add a client.
 */

const name = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9]{0,9}$/, 'lower case letters and digits, at most 10, a letter first'));
const account = z.string().check(z.regex(/^\d{12}$/, 'a 12-digit AWS account id'));
const region = z.string().check(z.regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, 'an AWS region such as eu-west-1'));
const email = z.email();

const environmentSchema = z
  .object({
    name,
    account,
    region,
    /** A production environment: the pipeline asks for a manual approval before it; its data is retained. */
    production: z.boolean(),
    /** The site's custom domain and its ACM certificate, which CloudFront requires in us-east-1. */
    domain: z.optional(
      z.object({
        name: z.string().check(z.regex(/^([a-z0-9-]+\.)+[a-z]{2,}$/, 'a host name such as planner.client.com')),
        certificateArn: z
          .string()
          .check(
            z.regex(/^arn:aws:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/, 'an ACM certificate ARN in us-east-1'),
          ),
      }),
    ),
    /** The site's origin when there is no custom domain (the CloudFront domain, known after the first deploy). */
    siteUrl: z.optional(z.string().check(z.regex(/^https:\/\/[a-z0-9.-]+$/i, 'https://host without a path'))),
    mailFrom: email,
    alarmEmail: email,
    firstAdminEmail: email,
    selfSignUp: z.boolean(),
    mfa: z.enum(['off', 'optional', 'required']),
    threatProtection: z.boolean(),
    /** Requests per five minutes per IP (AWS WAF accepts 10 to 2,000,000; below 100 blocks ordinary use). */
    wafRateLimit: z.number().check(z.int(), z.gte(100), z.lte(2_000_000)),
    logLevel: z._default(z.enum(['DEBUG', 'INFO', 'WARN', 'ERROR']), 'INFO'),
    /** Routes per HTTP API: 300 by default; raise it only with the account's raised quota (Service Quotas). */
    apiRouteQuota: z._default(z.number().check(z.int(), z.gte(1)), 300),
    /** False until SES verified the mail domain (a new stage's first deploy): Cognito sends with its own mail. */
    cognitoMailFromSes: z._default(z.boolean(), true),
    /** The origin secret's version after a rotation (docs/operations.md, "Rotating the origin secret"). */
    originSecretVersionId: z.optional(z.string().check(z.minLength(1))),
  })
  .check(
    z.refine((environment) => environment.domain || environment.siteUrl, {
      message: 'an environment needs a domain or a siteUrl (links in e-mails point there)',
    }),
  );

const clientSchema = z.object({
  name,
  /** The ClientName setting and the skin (ClientSkin) the web app starts with. */
  displayName: z.string().check(z.minLength(1)),
  skin: z.string().check(z.regex(/^[a-z][a-z0-9-]*$/)),
  environments: z.array(environmentSchema).check(z.minLength(1)),
});

const clientsConfigSchema = z
  .object({
    pipeline: z.object({
      /** Where the pipeline itself lives (the tooling account). */
      account,
      region,
      /** The CodeStar / CodeConnections connection to the repository host, made once in the console. */
      connectionArn: z
        .string()
        .check(z.regex(/^arn:aws:(codestar-connections|codeconnections):[a-z0-9-]+:\d{12}:connection\/[0-9a-f-]+$/)),
      /** `owner/name` on the connected host. */
      repository: z.string().check(z.regex(/^[\w.-]+\/[\w.-]+$/)),
      branch: z.string().check(z.minLength(1)),
    }),
    clients: z.array(clientSchema).check(z.minLength(1)),
  })
  .check(
    z.superRefine((config, ctx) => {
      const seen = new Set<string>();
      for (const client of config.clients) {
        for (const environment of client.environments) {
          const id = `${client.name}-${environment.name}`;
          if (seen.has(id)) ctx.addIssue({ code: 'custom', message: `the stage ${id} is listed twice` });
          seen.add(id);
        }
      }
    }),
  );

export type ClientsConfig = z.infer<typeof clientsConfigSchema>;

/** The config, checked: throws naming every bad field. */
export function parseClients(raw: unknown): ClientsConfig {
  const result = clientsConfigSchema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`infra/config/clients.ts is not valid:\n${issues.join('\n')}`);
  }
  return result.data;
}

/** One pipeline stage: a client's environment, its account and region, and the stage settings the stacks read. */
export interface ClientStage {
  id: string;
  env: { account: string; region: string };
  production: boolean;
  config: StageConfig;
}

export function clientStages(config: ClientsConfig): ClientStage[] {
  return config.clients.flatMap((client) =>
    client.environments.map((environment) => {
      const id = `${client.name}-${environment.name}`;
      return {
        id,
        env: { account: environment.account, region: environment.region },
        production: environment.production,
        config: {
          name: id,
          retainData: environment.production,
          production: environment.production,
          mailFrom: environment.mailFrom,
          logLevel: environment.logLevel,
          siteUrl: environment.domain ? `https://${environment.domain.name}` : environment.siteUrl!,
          ...(environment.domain && { webOrigins: [`https://${environment.domain.name}`], domain: environment.domain }),
          selfSignUp: environment.selfSignUp,
          alarmEmail: environment.alarmEmail,
          skin: client.skin,
          clientName: client.displayName,
          mfa: environment.mfa,
          threatProtection: environment.threatProtection,
          wafRateLimit: environment.wafRateLimit,
          firstAdminEmail: environment.firstAdminEmail,
          cognitoMailFromSes: environment.cognitoMailFromSes,
          apiRouteQuota: environment.apiRouteQuota,
          ...(environment.originSecretVersionId && { originSecretVersionId: environment.originSecretVersionId }),
        },
      };
    }),
  );
}

/**
 * The deployments. Account ids, the connection and the addresses are placeholders of the example client: replace
 * them with the real ones (docs/operations.md, "Deploying a new client").
 */
export const clientsConfig: ClientsConfig = parseClients({
  pipeline: {
    account: '111111111111',
    region: 'eu-west-1',
    connectionArn: 'arn:aws:codeconnections:eu-west-1:111111111111:connection/00000000-0000-0000-0000-000000000000',
    repository: 'example-org/trade-marketing-planner',
    branch: 'main',
  },
  clients: [
    {
      name: 'acme',
      displayName: 'Acme Brands',
      skin: 'default',
      environments: [
        {
          name: 'test',
          account: '222222222222',
          region: 'eu-west-1',
          production: false,
          siteUrl: 'https://test.planner.acme.example.com',
          mailFrom: 'no-reply@test.planner.acme.example.com',
          alarmEmail: 'planner-alarms@acme.example.com',
          firstAdminEmail: 'planner-admin@acme.example.com',
          selfSignUp: false,
          mfa: 'optional',
          threatProtection: false,
          wafRateLimit: 2000,
          logLevel: 'DEBUG',
          // Raised in Service Quotas for this account and region (API Gateway, "Routes per API"): the contract has
          // more than the default 300 routes (docs/decisions.md, "Infrastructure").
          apiRouteQuota: 600,
        },
        {
          name: 'prod',
          account: '333333333333',
          region: 'eu-west-1',
          production: true,
          domain: {
            name: 'planner.acme.example.com',
            certificateArn: 'arn:aws:acm:us-east-1:333333333333:certificate/11111111-2222-3333-4444-555555555555',
          },
          mailFrom: 'no-reply@planner.acme.example.com',
          alarmEmail: 'planner-alarms@acme.example.com',
          firstAdminEmail: 'planner-admin@acme.example.com',
          selfSignUp: false,
          mfa: 'required',
          threatProtection: true,
          wafRateLimit: 2000,
          apiRouteQuota: 600,
        },
      ],
    },
  ],
});
