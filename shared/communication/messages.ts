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

/**
 * Ours (the spec is silent): what submit, approve and reject tell the people they concern, in the app and by
 * e-mail (docs/decisions.md, Programs: notifications of transitions). `program` is the program's name.
 */
export const programNotices = {
  submittedSubject: (program: string) => `Action Required: ${program} awaits your approval`,
  submittedBody: (program: string, by: string) => `${by} submitted the program ${program} for approval.`,
  approvedSubject: (program: string) => `Program Update: ${program} was approved`,
  approvedBody: (program: string, by: string) => `${by} approved the program ${program}.`,
  rejectedSubject: (program: string) => `Program Update: ${program} was rejected`,
  rejectedBody: (program: string, by: string) => `${by} rejected the program ${program}.`,
  notesLine: (notes: string) => `Notes: ${notes}`,
  open: 'Open it in the planner',
} as const;
