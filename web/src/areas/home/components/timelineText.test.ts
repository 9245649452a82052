import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { timelineEmptyText } from '../../../../../shared/calendar';

describe('the home timeline texts', () => {
  it("show the spec's empty-state words in us", () => {
    const us = JSON.parse(readFileSync(new URL('../i18n/us.json', import.meta.url), 'utf8')) as {
      home: { spec: { timelineEmpty: string } };
    };
    expect(us.home.spec.timelineEmpty).toBe(timelineEmptyText);
  });
});
