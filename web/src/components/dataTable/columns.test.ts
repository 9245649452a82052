import { describe, expect, it } from 'vitest';
import { shownFields } from './columns';

describe('column chooser', () => {
  const columns = [
    { field: 'name', fixed: true },
    { field: 'active' },
    { field: 'id', hidden: true },
    { field: 'actions', fixed: true },
  ];

  it('shows each column by its default until the user chooses', () => {
    expect(shownFields(columns, undefined)).toEqual(['name', 'active', 'actions']);
  });

  it("shows the user's choice and always the fixed columns, ignoring fields that no longer exist", () => {
    expect(shownFields(columns, ['id', 'gone'])).toEqual(['name', 'id', 'actions']);
  });
});
