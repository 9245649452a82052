import { Aws, Duration, RemovalPolicy, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  UserPoolEmail,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stageConfig';
import type { MailSender } from './mailStack';

export interface AuthStackProps extends StackProps {
  config: StageConfig;
  /** The mail stack's SES sender, which Cognito sends its codes and temporary passwords through. */
  mail: MailSender;
}

const MFA_MODES = { off: Mfa.OFF, optional: Mfa.OPTIONAL, required: Mfa.REQUIRED } as const;

/** Cognito groups are the product's roles; each role's claims live in the table (admin screens). */
export const ROLE_GROUPS = ['admin', 'planner', 'approver', 'retailer'] as const;

/** Identity: the user pool the SPA signs in to and whose tokens the API's JWT authorizer accepts. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { config } = props;
    const mfa = config.mfa ?? 'off';

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
      // Codes and temporary passwords from the product's own sender (SES, the mail stack's identity), beyond
      // Cognito's default 50 mails a day; a stage whose domain SES has not verified yet uses Cognito's mail.
      email:
        config.cognitoMailFromSes === false
          ? UserPoolEmail.withCognito()
          : UserPoolEmail.withSES({
              fromEmail: props.mail.from,
              sesVerifiedDomain: props.mail.from.split('@')[1],
              // The stage's own region (a token in a region-agnostic stage).
              sesRegion: Token.isUnresolved(this.region) ? Aws.REGION : this.region,
              configurationSetName: props.mail.configurationSetName,
            }),
      // MFA by authenticator app (time-based one-time passwords), as the stage sets it.
      mfa: MFA_MODES[mfa],
      ...(mfa !== 'off' && { mfaSecondFactor: { sms: false, otp: true } }),
      // Threat protection (compromised credentials, adaptive authentication) needs the Plus plan.
      featurePlan: config.threatProtection ? FeaturePlan.PLUS : FeaturePlan.ESSENTIALS,
      ...(config.threatProtection && { standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION }),
      deletionProtection: config.retainData,
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    if (mfa !== 'required') {
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is a stage setting (infra/config/clients.ts, `mfa`): the spec has none, and retailer users may ' +
          'register themselves; passwords need 12 characters of all four kinds. Production stages require it.',
      });
    }
    if (!config.threatProtection) {
      Validations.of(this.userPool).acknowledge({
        id: 'AwsSolutions-COG8',
        reason:
          'Threat protection (the Plus plan) is a stage setting (`threatProtection`), a cost decision per client; ' +
          'this stage uses the Essentials plan.',
      });
    }

    // A browser cannot keep a secret: no client secret, SRP sign-in (the password never leaves the browser).
    // Tokens: ID and access tokens last an hour, the refresh token 30 days (the session a user keeps); a failed
    // sign-in says the same whether or not the user exists.
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
