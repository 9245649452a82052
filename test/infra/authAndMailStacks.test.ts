import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, it } from 'vitest';
import { ROLE_GROUPS } from '../../infra/stacks/authStack';
import { buildTestApp } from './testApp';

const { auth, mail, config } = buildTestApp('dev');

describe('auth stack', () => {
  const template = Template.fromStack(auth);

  it('signs users in by e-mail, lets them register, and asks for strong passwords', () => {
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: false },
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
