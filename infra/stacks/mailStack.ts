import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config/stageConfig';

export interface MailStackProps extends StackProps {
  config: StageConfig;
}

/** What a Lambda needs to send the product's mail (functions/lib/mail.ts). */
export interface MailSender {
  from: string;
  identityArn: string;
  configurationSetName: string;
  configurationSetArn: string;
}

/** SES: the sender's domain identity (DKIM) and the configuration set every message goes through. */
export class MailStack extends Stack {
  readonly sender: MailSender;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    const { mailFrom } = props.config;
    const domain = mailFrom.split('@')[1];
    if (!domain) throw new Error(`mailFrom "${mailFrom}" is not an e-mail address`);

    // Bounces and complaints go to the account's suppression list, so the product stops mailing them.
    const configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      reputationMetrics: true,
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    const identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(domain),
      configurationSet,
    });

    // The domain is not in Route 53 here: these CNAMEs are published at the domain's DNS by hand.
    identity.dkimRecords.forEach((record, i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, { value: `${record.name} CNAME ${record.value}` });
    });

    this.sender = {
      from: mailFrom,
      identityArn: identity.emailIdentityArn,
      configurationSetName: configurationSet.configurationSetName,
      configurationSetArn: this.formatArn({
        service: 'ses',
        resource: 'configuration-set',
        resourceName: configurationSet.configurationSetName,
      }),
    };
  }
}
