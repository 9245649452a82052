import type { TFunction } from 'i18next';
import * as z from '../../../../../shared/zod';
import { translateMessage } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api';
import type { AuthFailure } from '../api/authErrors';

/**
 * A message of an auth form: a text name (`auth.*`, `widgets.*`) in the user's language, a spec text
 * translated, or Cognito's own words as they came.
 */
export function authText(t: TFunction, message: string): string {
  return /^(auth|widgets)\.[\w.]+$/.test(message) ? t(message) : translateMessage(t, message);
}

/** A Cognito refusal in the shape the form helpers put beside a field (or above the form). */
export const formErrorOf = (failure: AuthFailure) =>
  new ApiError(400, { [failure.field]: [failure.key ?? failure.text ?? ''] });

/** Cognito takes user names as typed; e-mails are kept lower-case everywhere, as administrators create them. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The text name of what is wrong with an e-mail field, if anything. */
export function emailIssue(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'auth.validation.emailRequired';
  if (value.length > 254 || !z.email().safeParse(value).success) return 'auth.validation.emailInvalid';
  return undefined;
}

/** The text name of what is wrong with a confirmation code, if anything. */
export function codeIssue(code: string): string | undefined {
  const value = code.replace(/\s/g, '');
  if (!value) return 'auth.validation.codeRequired';
  if (!/^\d{4,10}$/.test(value)) return 'auth.validation.codeInvalid';
  return undefined;
}

/** A code as typed or pasted ("123 456"), as Cognito wants it. */
export const normalCode = (code: string) => code.replace(/\s/g, '');

/** Adds each text name at its field, for a schema's superRefine. */
export function reportIssues(ctx: z.core.$RefinementCtx, issues: Record<string, string | undefined>) {
  for (const [path, message] of Object.entries(issues))
    if (message) ctx.addIssue({ code: 'custom', path: [path], message });
}
