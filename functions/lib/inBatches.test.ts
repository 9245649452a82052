import { describe, expect, it } from 'vitest';
import { inBatches } from './inBatches';

describe('inBatches', () => {
  it('answers in the items order with no more than the given number of reads in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const read = async (n: number) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, (10 - n) % 3));
      inFlight -= 1;
      return n * 2;
    };
    expect(await inBatches([1, 2, 3, 4, 5, 6, 7], read, 3)).toEqual([2, 4, 6, 8, 10, 12, 14]);
    expect(most).toBe(3);
  });
});
