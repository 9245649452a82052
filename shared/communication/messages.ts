/** Texts of the communication document (spec 03, sections 5 and 8), word for word, typos included. */
export const communicationMessages = {
  toInvalid: 'To is required and should be a valid e-mail',
  subjectRequired: 'Subject is required',
  bodyTooLong: 'Body max size 5,000 characters',
  formInvalid: 'There were some validation erros',
  emailSent: 'Email sent',
  messageSent: 'Message sent',
  notificationTypeRequired: 'Notification Type is required',
  usersRequired: 'You need to choose at least one user',
  linkExpiry: 'This link expires in 7 days.',
} as const;

/** Ours, where the spec is silent (docs/decisions.md). */
export const assetLinkMessages = {
  invalid: 'This download link is not valid. Ask the sender for a new one.',
  expired: 'This download link has expired. Links last 7 days; ask the sender for a new one.',
  revoked: 'This download link has been withdrawn by the sender.',
  noFiles: 'This tactic has no files to send yet.',
  mailFailed: 'The e-mail could not be sent. Nothing was sent; try again later.',
  mailFailedFor: (failed: string[], sent: string[]) =>
    `The e-mail could not be sent to ${failed.join(', ')}; try again later.${sent.length ? ` It was sent to ${sent.join(', ')}.` : ' Nothing was sent.'}`,
  messageRequired: 'Message is required',
  typeRequired: 'Choose a type: Action Requested or General Information',
} as const;

export const notificationTypes = ['Program Update', 'Action Required', 'Reminder', 'General Information'] as const;
export const messageTypes = ['Action Requested', 'General Information'] as const;
