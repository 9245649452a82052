import { formatDate } from '../../../../../shared/format/date';
import { formatMoney } from '../../../../../shared/format/money';
import { fundingActuals } from '../../../../../shared/expenses/funding';
import { splitCents } from '../../../../../shared/expenses/rules';
import type { ProgramDetails } from '../api/program';
import type { PromoRequest } from '../api/promos';
import type { PrintDocument, PrintTable } from '../../../lib/printPdf';

/**
 * The printable estimate (spec 03, 'Print Program Details modal' and 'Printable estimate'): the figures of a
 * program, then the document both the modal and the PDF show, so the two never differ. Pure, and whole cents.
 */

const cents = (dollars: number) => Math.round((dollars || 0) * 100);

interface EstimateAmounts {
  atlCents: number;
  btlCents: number;
  totalCents: number;
}

interface EstimateTactic {
  id: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  estimated: EstimateAmounts;
  /** Null when the user may not read expenses. */
  invoiced: EstimateAmounts | null;
  components: { name: string; vendor: string }[];
}

interface EstimateSource {
  brandName: string;
  /** The source's share of the program's estimate as a fraction (0.25); shown times 100. */
  estimatedFundingFraction: number;
  estimated: EstimateAmounts;
  invoiced: EstimateAmounts | null;
}

export interface EstimateFigures {
  tactics: EstimateTactic[];
  tacticsTotal: { estimated: EstimateAmounts; invoiced: EstimateAmounts | null };
  sources: EstimateSource[];
  sourcesTotal: { estimated: EstimateAmounts; invoiced: EstimateAmounts | null };
}

const sum = (rows: EstimateAmounts[]): EstimateAmounts => ({
  atlCents: rows.reduce((s, r) => s + r.atlCents, 0),
  btlCents: rows.reduce((s, r) => s + r.btlCents, 0),
  totalCents: rows.reduce((s, r) => s + r.totalCents, 0),
});

/**
 * Each tactic's estimate (its allocations' ATL and BTL, its cost as the total: what the reconciliation shows) and
 * invoiced sum split ATL/BTL in the estimate's proportion; each funding source's planned and invoiced amounts as
 * `expensesmanagment/program-funding` counts them, and its share of the estimate. `invoiced` holds each tactic's
 * invoiced cents, or is null when the user may not read expenses.
 */
export function estimateFigures(
  details: ProgramDetails,
  invoiced: ReadonlyMap<string, number> | null,
): EstimateFigures {
  const tactics = details.tactics.map((tactic): EstimateTactic => {
    const atlCents = tactic.allocations.reduce((s, a) => s + cents(a.atl), 0);
    const btlCents = tactic.allocations.reduce((s, a) => s + cents(a.btl), 0);
    const invoicedCents = invoiced?.get(tactic.id) ?? 0;
    const [invoicedAtl, invoicedBtl] = splitCents(invoicedCents, [atlCents, btlCents]);
    return {
      id: tactic.id,
      name: tactic.tacticName,
      startDate: tactic.startDate,
      endDate: tactic.endDate,
      estimated: { atlCents, btlCents, totalCents: cents(tactic.totalCost) },
      invoiced: invoiced ? { atlCents: invoicedAtl, btlCents: invoicedBtl, totalCents: invoicedCents } : null,
      components: Object.values(tactic.components ?? {}).map((c) => ({ name: c.name, vendor: c.vendor ?? '' })),
    };
  });
  const actuals = fundingActuals({
    sources: details.fundingSources,
    tactics: details.tactics.map((t) => ({
      id: t.id,
      allocations: t.allocations.map((a) => ({ brandId: a.brandId, atlCents: cents(a.atl), btlCents: cents(a.btl) })),
    })),
    invoiced: invoiced ?? new Map(),
    committed: false,
  });
  // As the program funding route lists them: funding brands and brands a tactic is charged to.
  const charged = new Set(details.tactics.flatMap((t) => t.allocations.map((a) => a.brandId)));
  const listed = actuals.rows.filter(
    (r) =>
      r.brandId === null ||
      charged.has(r.brandId) ||
      details.fundingSources.some((f) => f.brandId === r.brandId && f.selected),
  );
  const plannedTotal = listed.reduce((s, r) => s + r.plannedCents, 0);
  const sources = listed.map((r): EstimateSource => ({
    brandName: r.brandName,
    estimatedFundingFraction: plannedTotal === 0 ? 0 : r.plannedCents / plannedTotal,
    estimated: { atlCents: r.plannedAtlCents, btlCents: r.plannedBtlCents, totalCents: r.plannedCents },
    invoiced: invoiced
      ? { atlCents: r.invoicedAtlCents, btlCents: r.invoicedBtlCents, totalCents: r.invoicedCents }
      : null,
  }));
  return {
    tactics,
    tacticsTotal: {
      estimated: sum(tactics.map((t) => t.estimated)),
      invoiced: invoiced ? sum(tactics.map((t) => t.invoiced!)) : null,
    },
    sources,
    sourcesTotal: {
      estimated: sum(sources.map((s) => s.estimated)),
      invoiced: invoiced ? sum(sources.map((s) => s.invoiced!)) : null,
    },
  };
}

/** A fraction shown times 100 with two decimals: 0.625 -> '62.50%'. */
export const formatFundingPercentage = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** The PDF's name: the program id (spec 03, 'PDF export is named after the program id'). */
export const estimateFileName = (programId: number) => `${programId}.pdf`;

type Translate = (key: string) => string;

const money = (value: number | undefined) => (value === undefined ? '' : formatMoney(value / 100));
const amounts = (a: EstimateAmounts | null) =>
  a ? [money(a.atlCents), money(a.btlCents), money(a.totalCents)] : ['', '', ''];

export interface EstimateNames {
  theme?: string;
  strategicBusinessInitiative?: string;
}

/**
 * The document as it is shown and printed: general information, tactics with their components, funding sources,
 * promo code requests; dates MM/dd/yyyy, money in the spec's format, the funding percentage times 100.
 */
export function estimateDocument(input: {
  details: ProgramDetails;
  figures: EstimateFigures;
  promos: PromoRequest[];
  names: EstimateNames;
  t: Translate;
}): PrintDocument {
  const { details, figures, promos, names, t } = input;
  const { program } = details;
  const p = (key: string) => t(`programs.print.${key}`);
  const general: [string, string][] = [
    [p('programId'), String(program.id)],
    [p('programName'), program.name ?? ''],
    [p('retailer'), program.retailerName ?? ''],
    [p('budgetYear'), program.fiscalYear ? String(program.fiscalYear) : ''],
    [p('programStartDate'), formatDate(program.programStartDate)],
    [p('programEndDate'), formatDate(program.programEndDate)],
    [p('status'), program.statusName],
    [p('budgetStatus'), details.budget.overspent ? p('overspent') : p('withinBudget')],
    [p('theme'), names.theme ?? ''],
    [p('strategicBusinessInitiative'), names.strategicBusinessInitiative ?? ''],
    [p('creator'), program.creatorName],
    [p('approver'), program.approver ?? ''],
    [p('approvedDate'), formatDate(program.approvedDate)],
    [p('description'), program.description ?? ''],
    [p('note'), program.note ?? ''],
  ];
  const amountHead = [
    p('estimatedAtl'),
    p('estimatedBtl'),
    p('estimatedTotal'),
    p('invoiceAtl'),
    p('invoiceBtl'),
    p('invoiceTotal'),
  ];
  const tactics: PrintTable = {
    title: p('tactics'),
    head: [p('tactic'), p('startDate'), p('endDate'), p('component'), p('vendor'), ...amountHead],
    body: figures.tactics.flatMap((tactic) => [
      [
        tactic.name,
        formatDate(tactic.startDate),
        formatDate(tactic.endDate),
        '',
        '',
        ...amounts(tactic.estimated),
        ...amounts(tactic.invoiced),
      ],
      ...tactic.components.map((c) => ['', '', '', c.name, c.vendor, '', '', '', '', '', '']),
    ]),
    foot: [
      [
        p('total'),
        '',
        '',
        '',
        '',
        ...amounts(figures.tacticsTotal.estimated),
        ...amounts(figures.tacticsTotal.invoiced),
      ],
    ],
    numeric: [5, 6, 7, 8, 9, 10],
  };
  const sources: PrintTable = {
    title: p('fundingSources'),
    head: [p('brandName'), p('estimatedFundingPercentage'), ...amountHead],
    body: figures.sources.map((s) => [
      s.brandName || p('unallocated'),
      formatFundingPercentage(s.estimatedFundingFraction),
      ...amounts(s.estimated),
      ...amounts(s.invoiced),
    ]),
    foot: [
      [
        p('total'),
        figures.sources.length ? formatFundingPercentage(1) : '',
        ...amounts(figures.sourcesTotal.estimated),
        ...amounts(figures.sourcesTotal.invoiced),
      ],
    ],
    numeric: [1, 2, 3, 4, 5, 6, 7],
  };
  const promoTable: PrintTable = {
    title: p('promoCodeRequests'),
    head: [p('promoCode'), p('description'), p('discount'), p('startDate'), p('endDate'), p('status')],
    body: promos.map((promo) => [
      promo.promoCode,
      promo.description,
      promo.discountType === 'percent' ? `${promo.discountValue}%` : formatMoney(promo.discountValue),
      formatDate(promo.startDate),
      formatDate(promo.endDate),
      promo.statusName,
    ]),
    foot: [],
    numeric: [2],
  };
  return {
    title: `${p('title')} #${program.id}`,
    fileName: estimateFileName(program.id),
    general: { title: p('general'), rows: general },
    tables: [tactics, sources, promoTable],
    empty: p('empty'),
  };
}
