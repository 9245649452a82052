import { describe, expect, it } from 'vitest';
import { jobTicketRows, productionFiles, type MakerOf, type ProductionTacticInput } from './productionFiles';

const makers = new Map<number, MakerOf>([
  [1, { manufacturerId: 7, manufacturerName: 'PrintWorks Inc.', processName: 'Standard Print' }],
  [2, { manufacturerId: 9, manufacturerName: 'Display Masters', processName: 'Custom Display' }],
]);
const locations = new Map([
  ['a', 'Store A, Chicago'],
  ['b', 'Store B, Evanston'],
]);
const tactic = (over: Partial<ProductionTacticInput>): ProductionTacticInput => ({
  id: '5-1',
  tacticId: 1,
  tacticName: 'End Cap Sign',
  orderQuantity: 10,
  deliveryMethodName: 'Ship to Store',
  isDownload: false,
  ...over,
});

describe('production files', () => {
  it('groups the tactics by the manufacturer of their catalog item, leaving out what nobody makes', () => {
    const files = productionFiles(
      [
        tactic({ id: '5-1', distribution: { a: 6, b: 4 } }),
        tactic({ id: '5-2', tacticId: 2, tacticName: 'Floor Display', orderQuantity: 3, distribution: { a: 3 } }),
        tactic({ id: '5-3', tacticId: 3, tacticName: 'Banner', isDownload: true }),
      ],
      makers,
      locations,
    );
    expect(files.map((f) => [f.manufacturerName, f.totalQuantity, f.tactics.map((t) => t.programTacticId)])).toEqual([
      ['Display Masters', 3, ['5-2']],
      ['PrintWorks Inc.', 10, ['5-1']],
    ]);
    expect(files[1].tactics[0]).toMatchObject({ orderStatus: 'NotSent', processName: 'Standard Print' });
  });

  it('ships each quantity to its locations and names what is not distributed yet', () => {
    const [file] = productionFiles([tactic({ distribution: { b: 4, a: 2 } })], makers, locations);
    expect(file.tactics[0].shipTo).toEqual([
      { locationId: 'a', location: 'Store A, Chicago', quantity: 2 },
      { locationId: 'b', location: 'Store B, Evanston', quantity: 4 },
      { locationId: null, location: 'Not distributed yet', quantity: 4 },
    ]);
  });

  it('prints a job ticket line per tactic and destination, and the total', () => {
    const [file] = productionFiles(
      [tactic({ distribution: { a: 6, b: 4 } }), tactic({ id: '5-4', isDownload: true, orderQuantity: 2 })],
      makers,
      locations,
    );
    expect(jobTicketRows(file, 'Total')).toEqual([
      ['5-1 End Cap Sign', 'Standard Print', 'Ship to Store', 'Store A, Chicago', '6'],
      ['5-1 End Cap Sign', 'Standard Print', 'Ship to Store', 'Store B, Evanston', '4'],
      ['5-4 End Cap Sign', 'Standard Print', 'Ship to Store', 'Download (no shipment)', '2'],
      ['Total', '', '', '', '12'],
    ]);
  });
});
