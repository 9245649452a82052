import { describe, expect, it } from 'vitest';
import { uploadMessages } from '../../../../../shared/uploads';
import { checkCsvFiles, fileSizeText, importErrorLead } from './csvFile';

const MB = 1024 * 1024;

describe('the locations file', () => {
  it('is exactly one .csv file of at most 50 MB', () => {
    expect(checkCsvFiles([{ name: 'stores.CSV', size: 10 }])).toEqual({ file: { name: 'stores.CSV', size: 10 } });
    expect(checkCsvFiles([])).toEqual({ problem: 'count' });
    expect(
      checkCsvFiles([
        { name: 'a.csv', size: 1 },
        { name: 'b.csv', size: 1 },
      ]),
    ).toEqual({ problem: 'count' });
    expect(checkCsvFiles([{ name: 'stores.xlsx', size: 10 }])).toEqual({
      problem: 'notCsv',
      message: uploadMessages.notCsv('stores.xlsx'),
    });
    expect(checkCsvFiles([{ name: 'stores.csv', size: 0 }])).toEqual({
      problem: 'empty',
      message: uploadMessages.empty('stores.csv'),
    });
    expect(checkCsvFiles([{ name: 'stores.csv', size: 50 * MB }])).toHaveProperty('file');
    expect(checkCsvFiles([{ name: 'stores.csv', size: 50 * MB + 1 }])).toEqual({
      problem: 'size',
      message: uploadMessages.tooLarge('stores.csv'),
    });
  });

  it('shows its size in bytes, KB or MB', () => {
    expect(fileSizeText(100)).toBe('100 B');
    expect(fileSizeText(3.5 * MB)).toBe('3.5 MB');
  });

  it("reads the spec's sentence from the server's error text, without its English lines per bad row", () => {
    const text =
      'One or more entries where unable to be imported due to data provided in the following fields:\nLine 3, address1: Address1 is required\nLine 5, state: State is required.';
    expect(importErrorLead(text)).toBe(
      'One or more entries where unable to be imported due to data provided in the following fields',
    );
  });
});
