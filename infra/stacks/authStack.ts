import { Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccountRecovery, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stageConfig';

export interface AuthStackProps extends StackProps {
  config: StageConfig;
}

/** Cognito groups are the product's roles; each role's claims live in the table (admin screens). */
export const ROLE_GROUPS = ['admin', 'planner', 'approver', 'retailer'] as const;

/** Identity: the user pool the SPA signs in to and whose tokens the API's JWT authorizer accepts. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.userPool = new UserPool(this, 'UserPool', {
      // The spec has a registration page (auth/register); a stage turns it on (`selfSignUp`), off by default.
      selfSignUpEnabled: config.selfSignUp === true,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: true, mutable: true } },
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(3),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      deletionProtection: config.retainData,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is not in the spec, and retailer users may register themselves; passwords need 12 characters of ' +
          'all four kinds. A stage that needs MFA sets it on the pool.',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (the Plus plan) is a cost decision not taken yet; the pool uses the Essentials ' +
          'plan. A stage that needs it sets featurePlan PLUS.',
      },
    );

    // A browser cannot keep a secret: no client secret, SRP sign-in (the password never leaves the browser).
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    for (const role of ROLE_GROUPS) {
      this.userPool.addGroup(`Group-${role}`, { groupName: role, description: `The ${role} role` });
    }
  }
}
