/** What a phone field may hold: nothing, or 3 to 30 digits, spaces and + ( ) - . */
export const PHONE_OR_EMPTY = /^(?:[0-9 +().-]{3,30})?$/;
export const PHONE_MAX_CHARS = 30;

/** An optional phone typed anywhere (users, my account, contacts, owners, locations): empty, or a phone number. */
export const isPhoneNumber = (value: string) => PHONE_OR_EMPTY.test(value);
