import { stack } from './session';

/** A mail the local SES stand-in took. */
export interface Mail {
  subject: string;
  destination: { to: string[] };
  body: { html?: string; text?: string };
}

/** Every mail the local SES stand-in has taken. */
export const mailbox = async (): Promise<Mail[]> =>
  (await (await fetch(`${stack().mailUrl}/store`)).json()).emails as Mail[];

/**
 * The mails with this subject once `arrived` says they are all in, or when `ms` have passed: mail that goes through
 * the bulk mail queue arrives a moment after the call that sent it.
 */
export async function mailsWithSubject(
  subject: string,
  arrived: (mails: Mail[]) => boolean,
  ms = 30_000,
): Promise<Mail[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const mails = (await mailbox()).filter((m) => m.subject === subject);
    if (arrived(mails) || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 250));
  }
}
