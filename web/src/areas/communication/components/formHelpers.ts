import type { FormErrors } from '../../../components/forms';

/** A field's messages, its items' included (`users.0`, `to.1`), once each. */
export const messagesUnder = (errors: FormErrors, field: string) => [
  ...new Set(
    Object.entries(errors.fields).flatMap(([path, list]) =>
      path === field || path.startsWith(`${field}.`) ? list : [],
    ),
  ),
];
