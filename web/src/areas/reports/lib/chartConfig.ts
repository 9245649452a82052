import { formatMoney } from '../../../../../shared/format/money';
import type { ReportData } from '../api';

/** Colours that stay apart for colour-blind readers (Okabe-Ito), in series order. */
const palette = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

let compactUsd: Intl.NumberFormat | undefined;
/** An axis tick of money: the spec's USD, shortened ($600K, $1.5M) so a small card's axis stays narrow. */
const moneyTick = (value: number | string) =>
  (compactUsd ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 1,
  })).format(Number(value));

/** What Chart.js hands a tooltip's label callback (only what is read of it). */
interface TooltipItem {
  dataset: { label?: string };
  parsed: number | { y: number | null };
}

/**
 * Chart.js data and options of a report's chart: one colour per series, per slice for a pie. A chart whose every
 * series is money says so: its axis in dollars and its tooltips in the spec's money ($14,300.00).
 */
export function chartConfig(
  chart: Pick<ReportData['chart'], 'type'> & {
    labels: string[];
    series: { label: string; data: number[] }[];
    money: boolean;
  },
  compact: boolean,
) {
  const pie = chart.type === 'pie';
  const datasets = chart.series.map((series, i) => ({
    label: series.label,
    data: series.data,
    backgroundColor: pie ? chart.labels.map((_, j) => palette[j % palette.length]) : palette[i % palette.length],
    borderColor: pie ? '#ffffff' : palette[i % palette.length],
    ...(chart.type === 'line' ? { fill: false, tension: 0.2 } : {}),
  }));
  const moneyTooltip = {
    callbacks: {
      label: ({ dataset, parsed }: TooltipItem) =>
        `${dataset.label ?? ''}: ${formatMoney(typeof parsed === 'number' ? parsed : parsed.y)}`,
    },
  };
  return {
    data: { labels: chart.labels, datasets },
    options: {
      maintainAspectRatio: false,
      animation: false as const,
      plugins: {
        legend: { position: 'bottom' as const, display: !compact || pie || datasets.length > 1 },
        ...(chart.money ? { tooltip: moneyTooltip } : {}),
      },
      ...(pie
        ? {}
        : { scales: { y: { beginAtZero: true, ...(chart.money ? { ticks: { callback: moneyTick } } : {}) } } }),
    },
  };
}
