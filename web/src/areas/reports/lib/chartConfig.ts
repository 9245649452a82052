import type { ReportData } from '../api';

/** Colours that stay apart for colour-blind readers (Okabe-Ito), in series order. */
const palette = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'];

/** Chart.js data and options of a report's chart: one colour per series, per slice for a pie. */
export function chartConfig(
  chart: Pick<ReportData['chart'], 'type'> & { labels: string[]; series: { label: string; data: number[] }[] },
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
  return {
    data: { labels: chart.labels, datasets },
    options: {
      maintainAspectRatio: false,
      animation: false as const,
      plugins: { legend: { position: 'bottom' as const, display: !compact || pie || datasets.length > 1 } },
      ...(pie ? {} : { scales: { y: { beginAtZero: true } } }),
    },
  };
}
