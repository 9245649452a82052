/**
 * What a bulk send's report says of a recipient the product could not reach (SES's own reasons are shown as SES
 * gives them); ours.
 *
 * A module of named exports, imported as a namespace (`import * as sendReportMessages from`), so a Lambda bundles
 * only the texts it names (docs/decisions.md, 'Lean bundles').
 */
/** The queue refused the recipient's message: nothing was sent. */
export const notQueued = 'The e-mail could not be queued for sending; send it again.';
