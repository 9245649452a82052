import * as z from './zod';
import { lazySchema } from './lazySchema';

/**
 * The web client's runtime settings, served as `/config.json` (by the web stack's deployment in AWS, by the
 * Vite dev server locally), so one build serves every environment.
 */
export const webConfigSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    apiBase: z.string(),
    region: z.string(),
    userPoolId: z.string(),
    userPoolClientId: z.string(),
    /** Only locally: the Cognito stand-in's URL. */
    userPoolEndpoint: z.optional(z.string()),
    /** SRP in AWS; the local Cognito stand-in has no SRP and needs USER_PASSWORD_AUTH. */
    authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
    /** False where the user pool refuses self sign-up (the stage's `selfSignUp`): the sign-in page offers no registration. */
    selfSignUp: z.optional(z.boolean()),
  }),
);
export type WebConfig = z.infer<typeof webConfigSchema>;

/** Facts of the running local stack, written to `.data/local-stack.json` for scripts and tests. */
export interface LocalStackFacts {
  webUrl: string;
  /** The API as the browser reaches it: the edge proxy, which adds the origin secret as CloudFront does. */
  apiUrl: string;
  /** The gateway itself, behind the edge proxy: a request straight to it lacks the origin secret (refused). */
  gatewayUrl?: string;
  /** The local stack's origin secret (random per start), in the families' environment and the edge proxy. */
  originSecret?: string;
  mailUrl: string;
  region: string;
  cognito: { endpoint: string; userPoolId: string; clientId: string };
  dynamodb: { endpoint: string; tableName: string };
  s3: { endpoint: string; buckets: { documents: string; imports: string } };
  /** The SQS stand-in and the bulk mail queue's URL. */
  sqs: { endpoint: string; queues: { mail: string } };
  /** The stack's own log: each code Cognito's stand-in printed and its delivery to the mailbox. */
  logFile?: string;
}
