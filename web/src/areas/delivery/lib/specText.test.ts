import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deliveryMessages } from '../../../../../shared/delivery/rules';

const us = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../i18n/us.json'), 'utf8')) as {
  delivery: { spec: Record<string, string> };
};

describe('the delivery texts', () => {
  it("are the spec's words in the us file, one key per text of shared/delivery/rules", () => {
    expect(us.delivery.spec).toEqual(deliveryMessages);
  });
});
