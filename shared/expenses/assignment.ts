import { formatCents } from './rules';

/**
 * Try-assign (spec 03, `try-assign-{kind}`): which program tactic a pending invoice line belongs to. Pure, so the
 * server's matching and its unit tests share it; the choices are in docs/decisions.md ('Expenses: try-assign').
 *
 * - A sure match: the line's code (PO number, DO code, coupon or promo code) already counts, on other lines of
 *   the same retailer, against exactly one tactic, and that tactic is one of the retailer's programs' and was not
 *   rejected for the line. The line goes there at once.
 * - Otherwise each tactic of the retailer's programs is scored out of 100 from what a finance user would check:
 *   the code on other lines of the tactic (35), the vendor against a component's vendor (25 the same, 12 alike),
 *   the amount against what is left of the tactic's estimate (20 when it fits), the invoice date against the
 *   tactic's dates (20 within, 10 in the two months after its end). Tactics scoring at least `MIN_SCORE` are
 *   proposed, best first, at most `MAX_SUGGESTIONS` a line, each with its reasons in words.
 */

const MIN_SCORE = 40;
export const MAX_SUGGESTIONS = 3;
const LATE_DAYS = 60;
const weights = { code: 35, vendor: 25, vendorAlike: 12, amount: 20, date: 20, dateLate: 10 } as const;

/** A pending line as the matching reads it (dates ISO `YYYY-MM-DD`). */
export interface AssignableLine {
  id: string;
  code: string;
  invoiceDate: string;
  vendor: string;
  amountCents: number;
  retailerId: number;
  /** Tactics the user rejected for this line: never proposed again. */
  rejectedTacticIds: readonly string[];
}

/** A tactic of one of the retailer's programs, with what is already invoiced against it. */
export interface CandidateTactic {
  tacticId: string;
  tacticName: string;
  programId: number;
  programName: string;
  retailerId: number;
  startDate: string | null;
  endDate: string | null;
  estimateCents: number;
  invoicedCents: number;
  components: { id: string; name: string; vendor: string | null }[];
  /** Codes of the line's kind already counted against the tactic (lower case). */
  codes: readonly string[];
}

export const assignReasonCodes = [
  'code',
  'vendor',
  'vendorAlike',
  'amountFits',
  'amountOver',
  'dateWithin',
  'dateLate',
  'dateOutside',
  'noDates',
] as const;
export type AssignReasonCode = (typeof assignReasonCodes)[number];

/** One reason of a score: its code, the values its sentence names (already formatted) and the sentence. */
interface AssignReason {
  code: AssignReasonCode;
  values: Record<string, string>;
  text: string;
}

export interface Suggestion {
  expenseId: string;
  tacticId: string;
  programId: number;
  /** The component whose vendor matched, when one did. */
  componentId: string | null;
  score: number;
  reasons: AssignReason[];
}

/** The sentences of the reasons (the web shows the same through its i18n, with the same values). */
const reasonTexts: Record<AssignReasonCode, (v: Record<string, string>) => string> = {
  code: (v) => `Other invoices of ${v.code} are already counted against this tactic`,
  vendor: (v) => `Vendor ${v.vendor} is the vendor of its component ${v.component}`,
  vendorAlike: (v) => `Vendor ${v.vendor} is like ${v.componentVendor}, the vendor of its component ${v.component}`,
  amountFits: (v) => `${v.amount} fits in the ${v.remaining} left of its estimate`,
  amountOver: (v) => `${v.amount} is more than the ${v.remaining} left of its estimate`,
  dateWithin: (v) => `Invoice date ${v.date} is within the tactic's dates (${v.start} to ${v.end})`,
  dateLate: (v) => `Invoice date ${v.date} is soon after the tactic ended (${v.end})`,
  dateOutside: (v) => `Invoice date ${v.date} is outside the tactic's dates (${v.start} to ${v.end})`,
  noDates: () => 'The tactic has no dates',
};
/** A reason's sentence with its values (the web's us texts say the same words, a unit test keeps them equal). */
export const assignReasonText = (code: AssignReasonCode, values: Record<string, string>) => reasonTexts[code](values);
const reason = (code: AssignReasonCode, values: Record<string, string> = {}): AssignReason => ({
  code,
  values,
  text: assignReasonText(code, values),
});

/** `2026-03-15` as the screens write dates, `03/15/2026`. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const dayOf = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

const legalForms = new Set(['inc', 'llc', 'ltd', 'co', 'corp', 'corporation', 'company', 'gmbh', 'the', 'and']);
/** A vendor's significant words: lower case, no punctuation, no legal form. */
const vendorWords = (vendor: string) =>
  vendor
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 1 && !legalForms.has(w));

/** `same` when the significant words are equal, `alike` when they share a word of at least 3 letters. */
export function vendorLikeness(a: string, b: string): 'same' | 'alike' | null {
  const [x, y] = [vendorWords(a), vendorWords(b)];
  if (!x.length || !y.length) return null;
  if (x.join(' ') === y.join(' ')) return 'same';
  return x.some((w) => w.length >= 3 && y.includes(w)) ? 'alike' : null;
}

/** The tactic the line surely belongs to, or null (see the module's comment). */
export function sureMatch(
  line: AssignableLine,
  codeTacticIds: readonly string[],
  candidates: readonly CandidateTactic[],
): CandidateTactic | null {
  const distinct = [...new Set(codeTacticIds)];
  if (distinct.length !== 1 || line.rejectedTacticIds.includes(distinct[0])) return null;
  return candidates.find((c) => c.tacticId === distinct[0] && c.retailerId === line.retailerId) ?? null;
}

/** The score of one tactic for a line, with its reasons and the component whose vendor matched. */
export function scoreTactic(line: AssignableLine, tactic: CandidateTactic): Omit<Suggestion, 'expenseId'> {
  const reasons: AssignReason[] = [];
  let score = 0;
  if (tactic.codes.includes(line.code.trim().toLowerCase())) {
    score += weights.code;
    reasons.push(reason('code', { code: line.code }));
  }
  let componentId: string | null = null;
  let alike: { id: string; name: string; vendor: string } | null = null;
  for (const component of tactic.components) {
    const likeness = component.vendor ? vendorLikeness(line.vendor, component.vendor) : null;
    if (likeness === 'same') {
      componentId = component.id;
      score += weights.vendor;
      reasons.push(reason('vendor', { vendor: line.vendor, component: component.name }));
      break;
    }
    if (likeness === 'alike' && !alike) alike = { ...component, vendor: component.vendor! };
  }
  if (!componentId && alike) {
    componentId = alike.id;
    score += weights.vendorAlike;
    reasons.push(reason('vendorAlike', { vendor: line.vendor, componentVendor: alike.vendor, component: alike.name }));
  }
  const remaining = tactic.estimateCents - tactic.invoicedCents;
  const money = { amount: formatCents(line.amountCents), remaining: formatCents(remaining) };
  if (line.amountCents <= remaining) {
    score += weights.amount;
    reasons.push(reason('amountFits', money));
  } else reasons.push(reason('amountOver', money));
  const { startDate, endDate } = tactic;
  if (!startDate || !endDate) reasons.push(reason('noDates'));
  else {
    const [day, start, end] = [line.invoiceDate, startDate, endDate].map((d) => dayOf(d.slice(0, 10)));
    const dates = { date: usDate(line.invoiceDate), start: usDate(startDate), end: usDate(endDate) };
    if (day >= start && day <= end) {
      score += weights.date;
      reasons.push(reason('dateWithin', dates));
    } else if (day > end && day - end <= LATE_DAYS * 86_400_000) {
      score += weights.dateLate;
      reasons.push(reason('dateLate', dates));
    } else reasons.push(reason('dateOutside', dates));
  }
  return { tacticId: tactic.tacticId, programId: tactic.programId, componentId, score, reasons };
}

/**
 * The ranked suggestions for a line: the tactics of its retailer's programs it was not rejected for, scoring at
 * least `MIN_SCORE`, best first (ties: the one with the most estimate left, then the tactic id), at most
 * `MAX_SUGGESTIONS`.
 */
export function rankSuggestions(line: AssignableLine, candidates: readonly CandidateTactic[]): Suggestion[] {
  const left = new Map(candidates.map((c) => [c.tacticId, c.estimateCents - c.invoicedCents]));
  return candidates
    .filter((c) => c.retailerId === line.retailerId && !line.rejectedTacticIds.includes(c.tacticId))
    .map((c) => ({ expenseId: line.id, ...scoreTactic(line, c) }))
    .filter((s) => s.score >= MIN_SCORE)
    .sort(
      (a, b) =>
        b.score - a.score ||
        left.get(b.tacticId)! - left.get(a.tacticId)! ||
        a.tacticId.localeCompare(b.tacticId, 'en', { numeric: true }),
    )
    .slice(0, MAX_SUGGESTIONS);
}
