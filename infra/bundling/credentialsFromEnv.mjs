// Bundled in place of @aws-sdk/credential-provider-node (infra/bundling/lambdaBundle.ts), whose `defaultProvider`
// every SDK client's runtime config imports as its credential chain. In Lambda the chain's first link always answers:
// the runtime puts the function role's credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY,
// AWS_SESSION_TOKEN). The rest of the chain (SSO, INI files, credential_process, web identity, container and
// instance metadata) and the STS, SSO and sign-in clients it nests are never reached there, and made about 130 KB
// of each bundle. The local stack runs the sources, not the bundle, with the same variables set for its stand-ins.
import { fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider = (init) => fromEnv(init);
