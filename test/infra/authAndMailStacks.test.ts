import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, it } from 'vitest';
import { ROLE_GROUPS } from '../../infra/stacks/authStack';
import { buildTestApp, cdkJsonContext } from './testApp';

const { auth, mail, config } = buildTestApp('dev');

describe('auth stack', () => {
  const template = Template.fromStack(auth);

  it('signs users in by e-mail and asks for strong passwords', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: Match.objectLike({
          MinimumLength: 12,
          RequireLowercase: true,
          RequireUppercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        }),
      },
    });
  });

  it('lets nobody register themselves unless the stage turns it on', () => {
    for (const stage of ['dev', 'prod']) {
      Template.fromStack(stage === 'dev' ? auth : buildTestApp(stage).auth).hasResourceProperties(
        'AWS::Cognito::UserPool',
        {
          AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        },
      );
    }
    const stages = cdkJsonContext['planner:stages'] as Record<string, object>;
    const withSignUp = buildTestApp('open', {
      'planner:stages': { ...stages, open: { ...stages.dev, selfSignUp: true } },
    });
    Template.fromStack(withSignUp.auth).hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
    });
  });

  it('gives the web client SRP sign-in and no secret', () => {
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
    });
  });

  it('has one group per role', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolGroup', ROLE_GROUPS.length);
    for (const role of ROLE_GROUPS) {
      template.hasResourceProperties('AWS::Cognito::UserPoolGroup', { GroupName: role });
    }
  });
});

describe('mail stack', () => {
  const template = Template.fromStack(mail);

  it("verifies the sender's domain and sends through the configuration set", () => {
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: config.mailFrom.split('@')[1],
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
    });
  });
});
