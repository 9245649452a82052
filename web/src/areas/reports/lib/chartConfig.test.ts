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
      },
      false,
    );
    expect(config.data.datasets.map((d) => d.backgroundColor)).toEqual(['#0072B2', '#E69F00']);
    expect(config.options).toMatchObject({ scales: { y: { beginAtZero: true } } });
  });

  it('colours each slice of a pie and keeps its legend on a small card', () => {
    const config = chartConfig(
      { type: 'pie', labels: ['New', 'Submitted'], series: [{ label: 'Requests', data: [1, 3] }] },
      true,
    );
    expect(config.data.datasets[0].backgroundColor).toEqual(['#0072B2', '#E69F00']);
    expect(config.options.plugins.legend.display).toBe(true);
    expect(config.options).not.toHaveProperty('scales');
  });
});
