import * as adminMessages from './adminMessages';
import * as recordMessages from './recordMessages';

/**
 * Every user-facing text of the specification, word for word (typos included: they are the product's texts).
 * Screens and functions import from here; no message literal lives anywhere else.
 */
export const httpMessages = {
  networkError: 'Network/client error occured',
  unformattedBody: 'Server did not format the body properly. Internal error.',
  loginFailed: 'Login failed. Try again.',
  undecodableError: 'Server returned undecodable error.',
  unknownClientError: 'Unknown client error occured',
  unexpectedError: 'Unexpected error occured',
  dataNotLoaded: 'Data could not be retrieved',
  sessionExpired: 'Your session has expired, you need to login again',
} as const;

export const validationMessages = {
  generic: 'There were some validation errors.',
  invalidDate: 'Invalid date format',
} as const;

export const layoutMessages = {
  factoryResetConfirm: 'Would you like to RESET all your saved widgets and clear LocalStorage?',
  soundsMuted: 'All sounds have been muted!',
  soundsOn: 'All sounds have been turned on!',
  voiceNoMatch: 'no match found! Please speak clearly into the microphone',
} as const;

/**
 * Server-side texts for situations the spec does not word (see docs/decisions.md, "Messages the spec does not show").
 * Kept short and plain so a user knows what happened and what to do.
 */
export const serverMessages = {
  unauthorized: 'You need to sign in.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'The requested item was not found.',
  staleVersion: 'Someone else changed this item while you were working on it. Reload it and try again.',
  tooLarge: 'The file is too large. The maximum size is 50 MB.',
  malformedJson: 'The request body is not valid JSON.',
  internal: 'Something went wrong on our side. Quote this request id if you contact support:',
  trackLoginFailed: 'Your sign-in could not be recorded.',
  required: 'This field is required.',
  userDisabled: 'Your account is disabled. Ask an administrator to enable it.',
  noRole: 'You have no role yet: an administrator must give you one before you can use this.',
  recipientsOutOfScope: 'You can only send messages to the users of your own retailers.',
} as const;

/**
 * Bad input the spec does not word (docs/decisions.md, "Bad input"): kept here so every schema says the same.
 * Dates use the spec's own `validationMessages.invalidDate`.
 */
export const inputMessages = {
  badCursor: 'This list position is not valid. Reload the list to start again from its first page.',
  malformedPath: 'The address of this request is not valid (malformed percent-encoding).',
  fileTypeNotAllowed: 'Files of this type cannot be uploaded here.',
  amountNotANumber: 'Enter an amount.',
  amountNegative: 'Amounts cannot be negative',
  amountTooLarge: 'Amounts cannot exceed $1,000,000,000.00',
  quantityNotANumber: 'Enter a whole number.',
  quantityNegative: 'Quantities cannot be negative',
  quantityTooLarge: 'Quantities cannot exceed 1,000,000',
  tooLong: (max: number) => `At most ${max} characters`,
  phoneInvalid: 'Phone may hold digits, spaces and + ( ) - . only',
  /** A setting with a closed set of values given another (e.g. ClientSkin). */
  notOneOf: (label: string, allowed: readonly string[]) => `${label} must be one of: ${allowed.join(', ')}`,
  versionRequired: 'Version is required',
  idRequired: 'Id is required',
  unknownTimeZone: 'Unknown time zone.',
  notYourRetailer: 'Choose one of your retailers.',
  /** A list asked to sort by a field it does not sort by. */
  badSort: (sortBy: string, fields: readonly string[]) =>
    `Cannot sort by ${sortBy}. Sort by one of: ${fields.join(', ')}.`,
} as const;

/**
 * The record and administration texts are modules of their own (one export per text), so each Lambda bundles only
 * the texts it names; server code imports them as namespaces from those modules, the web and tests read them here.
 */
export { recordMessages, adminMessages };
