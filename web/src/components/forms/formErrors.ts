import type * as z from '../../../../shared/zod';
import type { ErrorMap } from '../../../../shared/contract/wrapper';
import { ApiError } from '../../lib/api';
import { messagesOfError } from '../messageBox/messages';

/** A form's messages: beside each field (by path, e.g. `accountLocations.0.name`), and for the form as a whole. */
export interface FormErrors {
  fields: Record<string, string[]>;
  general: string[];
}

export const noErrors: FormErrors = { fields: {}, general: [] };

const rootOf = (path: string) => path.split('.')[0]!;

/**
 * Spreads a field map over the form: a path whose first part is a field of the form stays beside it; `general`
 * and anything the form does not show (an id, a version) go to the form's own list, so no message is lost.
 */
export function errorsFromMap(map: ErrorMap, fieldNames: readonly string[]): FormErrors {
  const known = new Set(fieldNames);
  const errors: FormErrors = { fields: {}, general: [] };
  for (const [path, messages] of Object.entries(map)) {
    const list = messages.filter(Boolean);
    if (!list.length) continue;
    if (path !== 'general' && known.has(rootOf(path))) (errors.fields[path] ??= []).push(...list);
    else errors.general.push(...list);
  }
  errors.general = [...new Set(errors.general)];
  return errors;
}

/** The client-side check of the same schema the server uses: each issue at its path, with the schema's text. */
export function errorsFromZod(error: z.core.$ZodError, fieldNames: readonly string[]): FormErrors {
  const map: ErrorMap = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || 'general';
    const list = (map[path] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errorsFromMap(map, fieldNames);
}

/** A failed save: a 400's field messages beside their fields; anything else (409, 403, network) for the form. */
export function errorsFromFailure(error: unknown, fieldNames: readonly string[]): FormErrors {
  if (error instanceof ApiError && error.status === 400) return errorsFromMap(error.errors, fieldNames);
  return { fields: {}, general: messagesOfError(error) };
}

/** The user changed a field: its messages (and those of its rows) go; the others stay until the next check. */
export function withoutField(errors: FormErrors, field: string): FormErrors {
  const stale = (path: string) => path === field || path.startsWith(`${field}.`);
  if (!Object.keys(errors.fields).some(stale)) return errors;
  return { ...errors, fields: Object.fromEntries(Object.entries(errors.fields).filter(([path]) => !stale(path))) };
}

/**
 * A field was changed after a check: its messages go, and once no field has a message left, the check's summary
 * above the form ("There are some validation errors.") goes too: it spoke of messages that are no longer there.
 */
export function afterFieldChange(errors: FormErrors, field: string, summary?: string): FormErrors {
  const next = withoutField(errors, field);
  if (!summary || Object.keys(next.fields).length > 0 || !next.general.includes(summary)) return next;
  return { ...next, general: next.general.filter((message) => message !== summary) };
}

export const errorsOf = (errors: FormErrors, path: string) => errors.fields[path] ?? [];
export const hasErrors = (errors: FormErrors) => errors.general.length > 0 || Object.keys(errors.fields).length > 0;

/** The first field with a message, in the form's order (to focus it). */
export const firstFieldWithError = (errors: FormErrors, fieldNames: readonly string[]) =>
  fieldNames.find((name) => Object.keys(errors.fields).some((path) => rootOf(path) === name));

/** A field's messages, its items' included (`users.0`, `to.1`), once each. */
export const messagesUnder = (errors: FormErrors, field: string) => [
  ...new Set(
    Object.entries(errors.fields).flatMap(([path, list]) =>
      path === field || path.startsWith(`${field}.`) ? list : [],
    ),
  ),
];
