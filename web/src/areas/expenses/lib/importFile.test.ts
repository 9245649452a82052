import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../../../../shared/constants';
import { uploadMessages } from '../../../../../shared/uploads';
import { checkImportFiles, fileSizeText, percentOf, processingProgress } from './importFile';

describe('the expense import file check', () => {
  it('takes exactly one non-empty .csv file of at most 50 MB', () => {
    const file = { name: 'po.CSV', size: MAX_UPLOAD_BYTES };
    expect(checkImportFiles([file])).toEqual({ file });
  });

  it('refuses several files, another type, an empty file and one over 50 MB', () => {
    expect(checkImportFiles([])).toEqual({ problem: 'count' });
    expect(
      checkImportFiles([
        { name: 'a.csv', size: 1 },
        { name: 'b.csv', size: 1 },
      ]),
    ).toEqual({ problem: 'count' });
    expect(checkImportFiles([{ name: 'po.xlsx', size: 10 }])).toEqual({
      problem: 'notCsv',
      message: uploadMessages.notCsv('po.xlsx'),
    });
    expect(checkImportFiles([{ name: 'po.csv', size: 0 }])).toEqual({
      problem: 'empty',
      message: uploadMessages.empty('po.csv'),
    });
    expect(checkImportFiles([{ name: 'po.csv', size: MAX_UPLOAD_BYTES + 1 }])).toEqual({
      problem: 'size',
      message: uploadMessages.tooLarge('po.csv'),
    });
  });

  it('words sizes in bytes, KB or MB, and keeps percentages within 0 to 100', () => {
    expect(fileSizeText(100)).toBe('100 B');
    expect(fileSizeText(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 0)).toBe(0);
    expect(percentOf(7, 5)).toBe(100);
  });

  it('tells how far a running import is from the share of the file read, its total rows estimated', () => {
    expect(processingProgress({ rowsRead: 0, bytesRead: 0, fileBytes: 1000 })).toBeNull();
    expect(processingProgress({ rowsRead: 250, bytesRead: 25_000, fileBytes: 100_000 })).toEqual({
      percent: 25,
      totalRows: 1000,
    });
    expect(processingProgress({ rowsRead: 10, bytesRead: 100, fileBytes: 100 })).toEqual({
      percent: 100,
      totalRows: 10,
    });
  });
});
