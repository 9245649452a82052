import { knownClaims } from '../claims';
import { defineWorkflow } from '../workflow/workflow';
import { importFileMessages } from '../imports/fileProblems';

/**
 * Expenses (spec 03, 'Expense screens', 'Imports', 'Money'): the kinds, statuses, CSV columns, money parsing and
 * texts the server and the web share. The spec leaves list columns, statuses and import error wording open; the
 * choices are in docs/decisions.md ('Expenses').
 */

/** The four kinds with lists, imports and reconciliation (mindshare is its own screen, not here). */
export const expenseKinds = ['po', 'do', 'coupon', 'promo'] as const;
export type ExpenseKind = (typeof expenseKinds)[number];
/**
 * Every kind of invoice line: the four above and `mindshare` (media-agency invoices assigned to program tactic
 * components on the mindshare screen; no import, no reconciliation page: docs/decisions.md, 'Mindshare').
 */
export const invoiceKinds = [...expenseKinds, 'mindshare'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const expenseKindLabels: Record<InvoiceKind, string> = {
  po: 'Purchase Order',
  do: 'Delivery Order',
  coupon: 'Coupon',
  promo: 'Promo Code',
  mindshare: 'Mindshare',
};
/** The name of the code column of each kind (the PO number, DO code, coupon code, promo code, media order). */
const expenseCodeLabels: Record<InvoiceKind, string> = {
  po: 'PO Number',
  do: 'DO Code',
  coupon: 'Coupon Code',
  promo: 'Promo Code',
  mindshare: 'Media Order',
};

/**
 * Where an invoice line stands, as finance follows it: `pending` (imported, not assigned to a program tactic),
 * `assigned` (counted against a tactic's estimate), `submitted` (a PO's reconciliation sent for approval),
 * `approved` (reconciled; payable: on the wire report), `confirmed` (finance confirmed the wire on the wire report;
 * closed), `rejected` (sent back; assigned again it is `assigned`).
 */
export const expenseStatuses = ['pending', 'assigned', 'submitted', 'approved', 'confirmed', 'rejected'] as const;
export type ExpenseStatus = (typeof expenseStatuses)[number];

/** Statuses past approval: the line's reconciliation no longer changes (no invoice in or out, no save, no move). */
const closedReconciliationStatuses: readonly ExpenseStatus[] = ['approved', 'confirmed'];
export const isReconciliationClosed = (status: string) =>
  (closedReconciliationStatuses as readonly string[]).includes(status);

/** Coupon kinds a coupon invoice line names (`couponType` of `coupon-inuse`). */
export const couponTypes = ['digital', 'paper', 'instant'] as const;
export type CouponType = (typeof couponTypes)[number];

/** The columns of each kind's import file, in template order. The first is the kind's code. */
export const importColumns = {
  po: ['poNumber', 'invoiceNumber', 'invoiceDate', 'vendor', 'retailerId', 'tacticId', 'amount', 'description'],
  do: ['doCode', 'invoiceNumber', 'invoiceDate', 'vendor', 'retailerId', 'tacticId', 'amount', 'description'],
  coupon: [
    'couponCode',
    'couponType',
    'invoiceNumber',
    'invoiceDate',
    'vendor',
    'retailerId',
    'tacticId',
    'amount',
    'description',
  ],
  promo: ['promoCode', 'invoiceNumber', 'invoiceDate', 'vendor', 'retailerId', 'tacticId', 'amount', 'description'],
  mindshare: [
    'mediaOrder',
    'invoiceNumber',
    'invoiceDate',
    'vendor',
    'retailerId',
    'tacticId',
    'amount',
    'description',
  ],
} as const satisfies Record<InvoiceKind, readonly string[]>;

const templateRows: Record<InvoiceKind, string> = {
  po: 'PO-10001,INV-5001,03/15/2026,Acme Print,1,1-1,"$1,250.00",Endcap signage',
  do: 'DO-20001,INV-6001,03/16/2026,Fast Freight,1,1-1,480.50,Store delivery',
  coupon: 'CPN-3001,digital,INV-7001,03/17/2026,Coupon Co,1,1-1,"2,000.00",Redemptions March',
  promo: 'PROMO-SPRING,INV-8001,03/18/2026,Promo House,1,,(150.00),Credit note',
  mindshare: 'MO-4001,MS-9001,03/19/2026,Mindshare Media,1,,"3,500.00",Radio spots March',
};
/** The CSV template a user downloads for a kind: its header and one sample row. */
export const importTemplate = (kind: InvoiceKind) => `${importColumns[kind].join(',')}\n${templateRows[kind]}\n`;

export const MAX_CODE_CHARS = 50;
const MAX_VENDOR_CHARS = 200;
const MAX_DESCRIPTION_CHARS = 500;
/** One invoice line may not exceed this (in dollars either way): larger is a typo. */
const MAX_EXPENSE_AMOUNT = 100_000_000;

/** Our texts where the spec has none ('wording of import errors for expenses: not shown'). */
export const expenseMessages = {
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} max size ${max} characters`,
  amountInvalid: 'Amount must be a number like 1,234.56 or (1,234.56)',
  amountDecimals: 'Amount may have at most two decimals',
  amountTooLarge: 'Amount is too large',
  dateInvalid: 'Invoice Date must be a date as MM/DD/YYYY',
  retailerInvalid: 'Retailer must be a retailer id',
  retailerUnknown: 'Unknown retailer',
  tacticInvalid: 'Tactic must be a program tactic id like 123-1',
  couponTypeInvalid: `Coupon Type must be one of ${couponTypes.join(', ')}`,
  missingColumns: importFileMessages.missingColumns,
  onlyCsv: 'Only one .csv file can be imported',
  importNotWaiting: 'This import is not waiting to be processed',
  importNotUploaded: 'The file has not been uploaded yet',
  importNotFailed: 'Only a failed import can be retried',
  importUnknown: 'Unknown import',
  importFailed: 'Some rows could not be imported',
  notFound: 'Expense not found',
  chooseRetailer: 'Choose one of your retailers.',
  tacticUnknown: 'Unknown tactic of this retailer',
  notAssigned: 'This invoice is not assigned to a tactic yet.',
  tacticNotFound: 'Tactic not found',
  notPending: (name: string) => `${name} is no longer pending`,
  selfApproval: 'You cannot approve a reconciliation you submitted.',
  reconciliationClosed: (status: string) => `This reconciliation is ${status} and can no longer be changed.`,
  notRemovable: (name: string) => `${name} cannot be removed: it is submitted or approved`,
  overBudget: (over: string) => `The invoices exceed the tactic's estimate by ${over}.`,
  alreadyConfirmed: (name: string) => `${name} is already confirmed`,
  notApproved: (name: string) => `${name} is not approved`,
  noPoSelected: 'Select at least one PO to confirm',
  tooManyPos: (max: number) => `At most ${max} POs can be confirmed at once`,
  componentUnknown: 'Unknown component',
  notOnComponent: (name: string) => `${name} is not assigned to this component`,
} as const;

/**
 * Whether an invoice counted against a tactic can be taken off it in a reconciliation: only an assigned line
 * (submitted, approved and confirmed lines stay), and on a line's reconciliation only one of the line's kind (the
 * tactic's modal takes every kind). The reconciliation read and its save both apply it.
 */
export const canRemoveInvoice = (invoice: { kind: InvoiceKind; status: ExpenseStatus }, lineKind?: InvoiceKind) =>
  invoice.status === 'assigned' && (lineKind === undefined || invoice.kind === lineKind);

/** POs one confirmation of the wire report takes at most (the page's rows the user ticked). */
export const MAX_CONFIRM_POS = 100;

/**
 * Money as the spec writes it ('Strip $ and commas, two decimals, negatives in parentheses'): `$1,234.56`,
 * `1234.5`, `(150.00)` and `-150` read as cents; anything else is an error text. Cents keep sums exact.
 */
export function parseMoney(text: string): { cents: number } | { error: string } {
  const raw = text.trim();
  if (!raw) return { error: expenseMessages.required(expenseFieldLabels.amount) };
  const parenthesised = /^\((.*)\)$/.exec(raw);
  const inner = (parenthesised ? parenthesised[1] : raw).trim();
  const match = /^(-)?\s*\$?\s*(-)?((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?|\.(\d+))$/.exec(inner);
  if (!match || (parenthesised && (match[1] || match[2])) || (match[1] && match[2]))
    return { error: expenseMessages.amountInvalid };
  const decimals = match[4] ?? match[5] ?? '';
  if (decimals.length > 2) return { error: expenseMessages.amountDecimals };
  const whole = match[5] !== undefined ? '0' : match[3].split('.')[0].replace(/,/g, '');
  const cents = Number(whole) * 100 + Number(decimals.padEnd(2, '0') || '0');
  if (!Number.isSafeInteger(cents) || cents > MAX_EXPENSE_AMOUNT * 100)
    return { error: expenseMessages.amountTooLarge };
  const negative = Boolean(parenthesised || match[1] || match[2]);
  return { cents: negative && cents !== 0 ? -cents : cents };
}

/** Cents as the spec shows money: en-US, two decimals, negatives in parentheses (`(1,234.56)`). */
export function formatCents(cents: number): string {
  const text = (Math.abs(cents) / 100).toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return cents < 0 ? `(${text})` : text;
}

/** `03/15/2026` (the spec's input format) or `2026-03-15` as ISO; null when it names no real day. */
function parseInvoiceDate(text: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  const [year, month, day] = us ? [us[3], us[1], us[2]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!year) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}

/** One import row, checked; `tacticId` is `{programId}-{seq}` when the line names a program tactic. */
export interface ExpenseRow {
  code: string;
  invoiceNumber: string;
  invoiceDate: string;
  vendor: string;
  retailerId: number;
  tacticId: string | null;
  amountCents: number;
  description: string;
  couponType: CouponType | null;
}

/** The names an import's problems give its fields ('PO Number is required'); the web words them in the reader's language. */
export const expenseFieldLabels: Record<string, string> = {
  poNumber: expenseCodeLabels.po,
  doCode: expenseCodeLabels.do,
  couponCode: expenseCodeLabels.coupon,
  promoCode: expenseCodeLabels.promo,
  mediaOrder: expenseCodeLabels.mindshare,
  couponType: 'Coupon Type',
  invoiceNumber: 'Invoice Number',
  invoiceDate: 'Invoice Date',
  vendor: 'Vendor',
  retailerId: 'Retailer',
  tacticId: 'Tactic',
  amount: 'Amount',
  description: 'Description',
};

/** The columns of a kind's template the header lacks (description and tacticId may be left out). */
export function missingColumns(kind: InvoiceKind, header: readonly string[]): string[] {
  const optional = new Set(['description', 'tacticId']);
  return importColumns[kind].filter((c) => !optional.has(c) && !header.includes(c));
}

/**
 * Checks one CSV record of a kind: the row, or each bad field with its text (field names are the CSV's columns,
 * so an error reads 'line 7, amount: ...').
 */
export function checkExpenseRow(
  kind: InvoiceKind,
  record: Record<string, string | undefined>,
): { row: ExpenseRow } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const text = (field: string, max: number, required = true) => {
    const value = (record[field] ?? '').trim();
    if (!value && required) errors[field] = expenseMessages.required(expenseFieldLabels[field]);
    else if (value.length > max) errors[field] = expenseMessages.tooLong(expenseFieldLabels[field], max);
    return value;
  };
  const codeColumn = importColumns[kind][0];
  const code = text(codeColumn, MAX_CODE_CHARS);
  const invoiceNumber = text('invoiceNumber', MAX_CODE_CHARS);
  const vendor = text('vendor', MAX_VENDOR_CHARS);
  const description = text('description', MAX_DESCRIPTION_CHARS, false);
  const dateText = text('invoiceDate', 10);
  const invoiceDate = dateText ? parseInvoiceDate(dateText) : null;
  if (dateText && !errors.invoiceDate && !invoiceDate) errors.invoiceDate = expenseMessages.dateInvalid;
  const retailerText = text('retailerId', 12);
  if (retailerText && !errors.retailerId && !/^[1-9]\d{0,11}$/.test(retailerText))
    errors.retailerId = expenseMessages.retailerInvalid;
  const tacticText = text('tacticId', 20, false);
  if (tacticText && !errors.tacticId && !/^[1-9]\d{0,11}-[1-9]\d{0,5}$/.test(tacticText))
    errors.tacticId = expenseMessages.tacticInvalid;
  let couponType: CouponType | null = null;
  if (kind === 'coupon') {
    const typeText = text('couponType', 20).toLowerCase();
    if (typeText && !errors.couponType) {
      if ((couponTypes as readonly string[]).includes(typeText)) couponType = typeText as CouponType;
      else errors.couponType = expenseMessages.couponTypeInvalid;
    }
  }
  const amount = parseMoney(record.amount ?? '');
  if ('error' in amount) errors.amount = amount.error;
  if (Object.keys(errors).length || 'error' in amount) return { errors };
  return {
    row: {
      code,
      invoiceNumber,
      invoiceDate: invoiceDate!,
      vendor,
      retailerId: Number(retailerText),
      tacticId: tacticText || null,
      amountCents: amount.cents,
      description,
      couponType,
    },
  };
}

/**
 * Splits whole cents in proportion to the weights (largest remainder): every part whole cents, the parts adding up
 * to the total exactly, a tie's cent to the earlier part. A negative total (a credit note) splits like its amount,
 * negated. Weights that are all zero give the whole total to the first part.
 */
export function splitCents(totalCents: number, weights: readonly number[]): number[] {
  if (!weights.length) return [];
  if (totalCents < 0) return splitCents(-totalCents, weights).map((part) => (part === 0 ? 0 : -part));
  const sum = weights.reduce((total, w) => total + Math.max(w, 0), 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? totalCents : 0));
  const exact = weights.map((w) => (totalCents * Math.max(w, 0)) / sum);
  const parts = exact.map(Math.floor);
  let left = totalCents - parts.reduce((total, p) => total + p, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

/** Over budget: the invoices counted against a tactic exceed its estimate (both in cents). */
export const isOverBudget = (invoicedCents: number, estimateCents: number) => invoicedCents > estimateCents;

/**
 * A PO line's reconciliation flow (spec: save-and-submit and approve, PO only): an assigned line is submitted by
 * whoever may manage expenses and approved by someone else who may approve them (four-eyes, as programs); an
 * approved line is payable and waits on the wire report until finance confirms its wire.
 */
export const poReconciliationWorkflow = defineWorkflow<ExpenseStatus, 'Submit' | 'Approve' | 'Confirm'>({
  subject: 'purchase order invoice',
  stateNames: {
    pending: 'Pending',
    assigned: 'Assigned',
    submitted: 'Submitted',
    approved: 'Approved',
    confirmed: 'Confirmed',
    rejected: 'Rejected',
  },
  transitions: {
    Submit: {
      from: ['assigned'],
      to: 'submitted',
      claim: knownClaims.manageExpenses,
      done: 'submitted',
      label: 'Save and Submit',
      confirm: 'Save the reconciliation and submit it for approval?',
    },
    Approve: {
      from: ['submitted'],
      to: 'approved',
      claim: knownClaims.approveExpenses,
      done: 'approved',
      label: 'Approve',
      confirm: 'Approve this reconciliation? The PO becomes payable on the wire report.',
    },
    /** On the wire report: finance confirms an approved line's wire (it leaves the payable list). */
    Confirm: {
      from: ['approved'],
      to: 'confirmed',
      claim: knownClaims.approveExpenses,
      done: 'confirmed',
      label: 'Confirm',
    },
  },
});
