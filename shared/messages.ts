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
 * A record a route names that does not exist, or that the caller may not see (404s and field errors that say which
 * kind). Ours, but 'Campaign theme could not be retrieved' (spec 01, section 8).
 */
export const recordMessages = {
  brand: 'This brand does not exist.',
  tactic: 'This tactic does not exist.',
  link: 'This link does not exist.',
  send: 'This send does not exist.',
  job: 'This job does not exist.',
  shippingLocation: 'This shipping location does not exist.',
  retailer: 'This retailer does not exist.',
  notification: 'This notification does not exist.',
  programTactic: 'This program tactic does not exist.',
  component: 'This component does not exist.',
  componentType: 'This component type does not exist.',
  promoRequest: 'This promo code request does not exist.',
  vendor: 'This vendor does not exist.',
  import: 'This import does not exist.',
  role: 'This role does not exist.',
  user: 'This user does not exist.',
  task: 'Unknown task',
  campaignTheme: 'Campaign theme could not be retrieved',
  brandNotFunding: 'This brand does not fund this program.',
  /** Records a list names by id (each one a field error). */
  unknownRetailer: (id: number) => `The retailer ${id} does not exist.`,
  unknownBrand: (id: number) => `The brand ${id} does not exist.`,
  unknownUser: (id: string) => `The user ${id} does not exist.`,
} as const;

/** The administration's refusals (roles, users, menus, content pages); ours. */
export const adminMessages = {
  roleNameTaken: 'A role with this name already exists.',
  roleInUse: (members: number) =>
    `This role cannot be deleted: ${members} ${members === 1 ? 'user holds' : 'users hold'} it.`,
  userEmailTaken: 'A user with this e-mail already exists.',
  menuOwnParent: 'A menu entry cannot be its own parent.',
  menuParentMissing: 'The parent menu entry does not exist.',
  menuHasChildren: (children: number) =>
    `This menu entry cannot be deleted: it has ${children} ${children === 1 ? 'child entry' : 'child entries'}.`,
  contentFileNotUploaded: 'A file was not uploaded for this page.',
  unknownClaim: (claim: string) => `Unknown claim ${claim}.`,
  configurationTaken: 'This configuration and operation already exist.',
  menuIdTaken: 'A menu entry with this id already exists.',
  clientSettingTaken: 'A client setting with this name already exists.',
} as const;
