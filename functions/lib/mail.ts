import { SendEmailCommand } from '@aws-sdk/client-ses';
import { env } from './env';
import { ses } from './clients/ses';

export interface MailMessage {
  to: string[];
  subject: string;
  /** Already sanitised HTML. */
  html: string;
  text: string;
}

class MailDeliveryFailed extends Error {
  constructor(
    readonly recipient: string,
    cause: unknown,
  ) {
    super(`Mail to ${recipient} could not be sent`, { cause });
    this.name = 'MailDeliveryFailed';
  }
}

/**
 * A subject as one line: a typed subject, or a program's or request's name inside one, may carry line breaks (an
 * API caller's, a pasted text), which a mail header cannot hold; each break and the spaces around it become one space.
 */
export const subjectLine = (subject: string) => subject.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/**
 * Sends one message per recipient: each recipient gets a message of their own (later issues put a personal
 * token in each), and the local SES stand-in keeps only the first To address of a message.
 * Returns the SES message id of each recipient; throws MailDeliveryFailed at the first refusal.
 */
export async function sendMail(message: MailMessage): Promise<Map<string, string>> {
  const sent = new Map<string, string>();
  for (const recipient of message.to) {
    try {
      const answer = await ses.send(
        new SendEmailCommand({
          Source: env.mailFrom,
          Destination: { ToAddresses: [recipient] },
          Message: {
            Subject: { Data: subjectLine(message.subject), Charset: 'UTF-8' },
            Body: { Html: { Data: message.html, Charset: 'UTF-8' }, Text: { Data: message.text, Charset: 'UTF-8' } },
          },
          ConfigurationSetName: env.mailConfigurationSet,
        }),
      );
      sent.set(recipient, answer.MessageId ?? '');
    } catch (error) {
      throw new MailDeliveryFailed(recipient, error);
    }
  }
  return sent;
}
