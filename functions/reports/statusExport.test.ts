import { describe, expect, it } from 'vitest';
import { sheetTexts } from '../../test/support/xlsx';
import { statusExportFileName, statusWorkbook, type StatusExportRow } from './statusExport';

describe('the program status export', () => {
  it('names the file with its suffix, year and a timestamp', () => {
    expect(statusExportFileName(2026, new Date('2026-11-21T05:15:00.123Z'))).toBe(
      'ProgramStatus_2026_20261121-051500.xlsx',
    );
  });

  it('writes an .xlsx workbook (a zip with the sheet)', async () => {
    const file = await statusWorkbook([program]);
    expect(file.subarray(0, 2).toString()).toBe('PK');
    expect(file.includes(Buffer.from('xl/worksheets/sheet1.xml'))).toBe(true);
  });

  it("writes the program number, then the columns the user shows in the user's order", async () => {
    const [headers, row] = sheetTexts(await statusWorkbook([program], ['statusId', 'campaignThemeName', 'name']));
    expect(headers).toEqual(['Program #', 'Status', 'Campaign theme', 'Name']);
    expect(row).toEqual(['Submitted', 'Summer themes', 'Spring push']);
  });

  it('keeps the header row when no program matches', async () => {
    expect(sheetTexts(await statusWorkbook([], ['name']))).toEqual([['Program #', 'Name']]);
  });
});

const program: StatusExportRow = {
  id: 7,
  name: 'Spring push',
  description: null,
  retailerId: 1,
  retailerName: 'Fresh Market Co.',
  fiscalYear: 2026,
  programStartDate: '2026-03-01',
  programEndDate: null,
  accountLocations: [],
  statusId: 20,
  placeholder: false,
  archived: false,
  creator: 'u',
  creatorName: 'planner@demo.local',
  createdAt: '2026-02-01T10:00:00.000Z',
  updatedAt: '2026-02-01T10:00:00.000Z',
  version: 2,
  campaignThemeId: 3,
  campaignThemeName: 'Summer themes',
};
