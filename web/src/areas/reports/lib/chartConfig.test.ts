import { describe, expect, it } from 'vitest';
import { chartConfig } from './chartConfig';

describe("a report's chart", () => {
  it('gives each series of a bar chart its own colour and starts the axis at zero', () => {
    const config = chartConfig(
      {
        type: 'bar',
        labels: ['Aqua', 'Zest'],
        series: [
          { label: 'Planned', data: [1, 2] },
          { label: 'Committed', data: [0, 1] },
        ],
        money: false,
      },
      false,
    );
    expect(config.data.datasets.map((d) => d.backgroundColor)).toEqual(['#0072B2', '#E69F00']);
    expect(config.options).toMatchObject({ scales: { y: { beginAtZero: true } } });
  });

  it('colours each slice of a pie and keeps its legend on a small card', () => {
    const config = chartConfig(
      { type: 'pie', labels: ['New', 'Submitted'], series: [{ label: 'Requests', data: [1, 3] }], money: false },
      true,
    );
    expect(config.data.datasets[0].backgroundColor).toEqual(['#0072B2', '#E69F00']);
    expect(config.options.plugins.legend.display).toBe(true);
    expect(config.options).not.toHaveProperty('scales');
  });

  it('reads money on the axis in short dollars and in the tooltip as the spec writes money', () => {
    const config = chartConfig(
      { type: 'bar', labels: ['Aqua'], series: [{ label: 'Allocated', data: [570000] }], money: true },
      true,
    );
    const y = config.options.scales!.y as { ticks: { callback: (value: number) => string } };
    expect([0, 2500, 600000, 1500000].map(y.ticks.callback)).toEqual(['$0', '$2.5K', '$600K', '$1.5M']);
    const label = config.options.plugins.tooltip!.callbacks.label;
    expect(label({ dataset: { label: 'Allocated' }, parsed: { y: 570000 } })).toBe('Allocated: $570,000.00');
  });

  it('leaves a chart of counts as plain numbers', () => {
    const config = chartConfig(
      { type: 'line', labels: ['Jan'], series: [{ label: 'Created', data: [3] }], money: false },
      false,
    );
    expect(config.options.scales!.y).toEqual({ beginAtZero: true });
    expect(config.options.plugins).not.toHaveProperty('tooltip');
  });
});
