import { Chart } from 'primereact/chart';
import { useMemo } from 'react';
import type { ReportData } from '../api';
import { chartConfig } from '../lib/chartConfig';
import { useReportTexts } from '../lib/reportTexts';

/**
 * A report's chart through PrimeReact's Chart over Chart.js: bar, pie or line as the report declares. Chart.js
 * is fetched by PrimeReact on first use (its own chunk), so no other page carries it.
 */
export function ReportChart({ data, label, compact }: { data: ReportData; label: string; compact?: boolean }) {
  const texts = useReportTexts();
  const config = useMemo(() => chartConfig(texts.chart(data), compact ?? false), [texts, data, compact]);
  return (
    <div className={compact ? 'report-chart report-chart-compact' : 'report-chart'} data-testid="report-chart">
      <Chart
        type={data.chart.type}
        data={config.data}
        options={config.options}
        height="100%"
        pt={{ canvas: { 'aria-label': label } }}
      />
    </div>
  );
}
