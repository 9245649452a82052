import { describe, expect, it } from 'vitest';
import type { ProductionFileAnswer } from '../api/production';
import { jobTicketDocument, productionFileName, productionSheetRows } from './jobTicket';

const answer: ProductionFileAnswer = {
  program: {
    id: 42,
    name: 'Summer Refresh',
    retailerName: 'QuickStop',
    fiscalYear: 2026,
    programStartDate: '2026-05-15',
    programEndDate: '2026-07-31',
    deliveryDate: '2026-05-01',
    deliveryNotes: 'Dock 4',
    productionSentAt: null,
  },
  customizations: [{ customizationId: 'language', value: 'Spanish' }],
  files: [
    {
      manufacturer: {
        id: 7,
        name: 'PrintWorks Inc.',
        contactName: 'Morgan Press',
        email: null,
        phone: '555-0100',
        address: null,
      },
      totalQuantity: 5,
      tactics: [
        {
          programTacticId: '42-1',
          tacticName: 'End Cap Sign',
          processName: 'Standard Print',
          deliveryMethodName: 'Ship to Store',
          isDownload: false,
          orderQuantity: 5,
          orderStatus: 'Sent',
          shipTo: [
            { locationId: 'a', location: 'Store A', quantity: 3 },
            { locationId: 'b', location: 'Store B', quantity: 2 },
          ],
        },
      ],
    },
  ],
};
const t = (key: string, options?: Record<string, unknown>) =>
  options?.id !== undefined ? `${key}#${String(options.id)}` : key.split('.').at(-1)!;

describe('job ticket', () => {
  it('names its files after the program and the manufacturer, or all', () => {
    expect(productionFileName('ticket', 42, 7)).toBe('JobTicket_42_7.pdf');
    expect(productionFileName('file', 42, null)).toBe('ProductionFile_42_all.xlsx');
  });

  it('prints the program, its customizations, and per manufacturer (with its contact) each destination and the total', () => {
    const document = jobTicketDocument(answer, 7, t, (id) => `name:${id}`);
    expect(document.fileName).toBe('JobTicket_42_7.pdf');
    expect(document.general.rows).toContainEqual(['program', '42 Summer Refresh']);
    expect(document.general.rows).toContainEqual(['name:language', 'Spanish']);
    expect(document.tables[0].title).toBe('PrintWorks Inc. (Morgan Press, 555-0100)');
    expect(document.tables[0].body).toEqual([
      ['42-1 End Cap Sign', 'Standard Print', 'Ship to Store', 'Store A', '3'],
      ['42-1 End Cap Sign', 'Standard Print', 'Ship to Store', 'Store B', '2'],
    ]);
    expect(document.tables[0].foot).toEqual([['total', '', '', '', '5']]);
  });

  it('gives the production file a row per tactic and destination, with the order status named', () => {
    expect(productionSheetRows(answer, (s) => `status:${s}`).map((r) => [r.shipTo, r.quantity, r.orderStatus])).toEqual(
      [
        ['Store A', 3, 'status:Sent'],
        ['Store B', 2, 'status:Sent'],
      ],
    );
  });
});
