import { Amplify } from 'aws-amplify';
import type { WebConfig } from '../../../shared/webConfig';

/** Cognito from the runtime config; locally `userPoolEndpoint` points Amplify at the Cognito stand-in. */
export function configureAmplify(config: WebConfig) {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}
