import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { MESSAGE_LIFE_MS, messagesOfError, messagesToShow } from './messages';

describe('message box', () => {
  it('shows one message per type that has text, danger first, with the spec durations', () => {
    expect(
      messagesToShow({ success: ['Saved'], danger: ['Name is required', 'Sector is required'], warning: [] }),
    ).toEqual([
      { kind: 'danger', messages: ['Name is required', 'Sector is required'], life: 5_000 },
      { kind: 'success', messages: ['Saved'], life: 10_000 },
    ]);
  });

  it('keeps import errors on screen for 30 seconds', () => {
    expect(messagesToShow({ danger: ['Row 3: bad date'] }, { importErrors: true })).toEqual([
      { kind: 'danger', messages: ['Row 3: bad date'], life: MESSAGE_LIFE_MS.importErrors },
    ]);
  });

  it('drops blank and repeated texts and shows nothing for empty lists', () => {
    expect(messagesToShow({ warning: [' ', 'Check', 'Check'] })).toEqual([
      { kind: 'warning', messages: ['Check'], life: 5_000 },
    ]);
    expect(messagesToShow({})).toEqual([]);
  });

  it("shows an API error's own texts and the spec's catch-all for anything else", () => {
    expect(
      messagesOfError(new ApiError(409, { general: ['This sector cannot be deleted: 2 retailers use it.'] })),
    ).toEqual(['This sector cannot be deleted: 2 retailers use it.']);
    expect(messagesOfError(new TypeError('x is undefined'))).toEqual(['Unexpected error occured']);
  });
});
