import { describe, expect, it } from 'vitest';
import {
  moveColumn,
  PROGRAM_STATUS_COLUMNS,
  programStatusColumnRows,
  programStatusColumnsToShow,
} from './statusColumns';

describe("the Program Status list's columns", () => {
  it('show every column in the list order until the user saves a choice', () => {
    expect(programStatusColumnsToShow(undefined)).toEqual([...PROGRAM_STATUS_COLUMNS]);
    expect(programStatusColumnsToShow(null)).toEqual([...PROGRAM_STATUS_COLUMNS]);
  });

  it('show the saved choice in its order, once each, leaving out columns the list no longer has', () => {
    expect(programStatusColumnsToShow(['statusId', 'name', 'gone', 'statusId'])).toEqual(['statusId', 'name']);
    expect(programStatusColumnsToShow(['gone'])).toEqual([...PROGRAM_STATUS_COLUMNS]);
  });

  it('list the shown columns first, in their order, then the hidden ones', () => {
    const rows = programStatusColumnRows(['statusId', 'name']);
    expect(rows.slice(0, 3)).toEqual([
      { field: 'statusId', shown: true },
      { field: 'name', shown: true },
      { field: 'campaignThemeName', shown: false },
    ]);
    expect(rows).toHaveLength(PROGRAM_STATUS_COLUMNS.length);
  });

  it('move a column up or down, and nowhere past either end', () => {
    expect(moveColumn(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
