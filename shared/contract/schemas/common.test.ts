import { describe, expect, it } from 'vitest';
import * as z from '../../zod';
import { inputMessages, validationMessages } from '../../messages';
import { uploadContentType, uploadExtensions, uploadMessages, uploadTypes } from '../../uploads';
import { calendarDate, listCursor, MAX_MONEY, MAX_QUANTITY, money, quantity, uploadRequestSchema } from './common';

const messagesOf = (schema: z.ZodMiniType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('calendarDate', () => {
  const date = calendarDate('Start Date is required');

  it('accepts real days, leap days included', () => {
    for (const day of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29'])
      expect(date.safeParse(day).success).toBe(true);
  });

  it("refuses days that do not exist with the spec's 'Invalid date format', once", () => {
    for (const bad of [
      '2026-02-30',
      '2026-13-45',
      '2026-00-10',
      '2026-04-31',
      '2027-02-29',
      '1900-02-29',
      '0000-01-01',
    ]) {
      expect(messagesOf(date, bad)).toEqual([validationMessages.invalidDate]);
    }
  });

  it('refuses other shapes and over-long text with the same message', () => {
    for (const bad of ['03/07/2026', '2026-3-7', '2026-03-07T00:00:00Z', ' 2026-03-07', 'x'.repeat(100_000)]) {
      expect(messagesOf(date, bad)).toEqual([validationMessages.invalidDate]);
    }
  });

  it('words a missing or empty date as told', () => {
    expect(messagesOf(date, undefined)).toEqual(['Start Date is required']);
    expect(messagesOf(date, '')).toEqual(['Start Date is required']);
    expect(messagesOf(date, '  ')).toEqual(['Start Date is required']);
    expect(messagesOf(calendarDate(), '')).toEqual([validationMessages.invalidDate]);
  });
});

describe('money', () => {
  const amount = money({ negative: 'Allocations cannot be negative' });

  it('accepts 0 to the maximum', () => {
    for (const value of [0, 0.01, 1234.56, MAX_MONEY]) expect(amount.safeParse(value).success).toBe(true);
  });

  it("gives impossible amounts the field's message", () => {
    expect(messagesOf(amount, -0.01)).toEqual(['Allocations cannot be negative']);
    expect(messagesOf(amount, MAX_MONEY + 1)).toEqual([inputMessages.amountTooLarge]);
    expect(messagesOf(amount, Number.NaN)).toEqual([inputMessages.amountNotANumber]);
    expect(messagesOf(amount, Number.POSITIVE_INFINITY)).toEqual([inputMessages.amountNotANumber]);
    expect(messagesOf(amount, JSON.parse('1e999'))).toEqual([inputMessages.amountNotANumber]);
    expect(messagesOf(amount, '12')).toEqual([inputMessages.amountNotANumber]);
  });

  it('keeps the default negative message when the field has none', () => {
    expect(messagesOf(money(), -1)).toEqual([inputMessages.amountNegative]);
  });
});

describe('quantity', () => {
  const orderQuantity = quantity({
    required: 'Quantity is required',
    min: 1,
    minMessage: 'Quantity must be at least 1',
  });

  it('accepts whole numbers from the minimum to the maximum', () => {
    for (const value of [1, 250, MAX_QUANTITY]) expect(orderQuantity.safeParse(value).success).toBe(true);
    expect(quantity().safeParse(0).success).toBe(true);
  });

  it("gives impossible quantities the field's message", () => {
    expect(messagesOf(orderQuantity, 0)).toEqual(['Quantity must be at least 1']);
    expect(messagesOf(quantity(), -5)).toEqual([inputMessages.quantityNegative]);
    expect(messagesOf(orderQuantity, MAX_QUANTITY + 1)).toEqual([inputMessages.quantityTooLarge]);
    expect(messagesOf(orderQuantity, 1.5)).toEqual([inputMessages.quantityNotANumber]);
    expect(messagesOf(orderQuantity, Number.NaN)).toEqual([inputMessages.quantityNotANumber]);
    expect(messagesOf(orderQuantity, Number.NEGATIVE_INFINITY)).toEqual([inputMessages.quantityNotANumber]);
  });
});

describe('listCursor', () => {
  it('accepts base64url text', () => {
    expect(listCursor.safeParse(Buffer.from('{"PK":"A"}').toString('base64url')).success).toBe(true);
  });

  it('refuses anything else with the cursor message', () => {
    for (const bad of ['', 'not base64!', 'abc=', 'x'.repeat(5000)])
      expect(messagesOf(listCursor, bad)).toEqual([inputMessages.badCursor]);
  });
});

describe('upload requests', () => {
  it('accepts the types on the purpose list, normalised to the media type', () => {
    const csv = uploadRequestSchema(uploadTypes.locationImport).parse({
      fileName: 'stores.csv',
      contentType: 'Text/CSV; charset=utf-8',
      size: 10,
    });
    expect(csv.contentType).toBe('text/csv');
    expect(
      uploadRequestSchema(uploadTypes.tacticFile).safeParse({
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        size: 1,
      }).success,
    ).toBe(true);
  });

  it('refuses any other type with a message naming the file and what is allowed', () => {
    for (const [purpose, type] of [
      ['document', 'text/html'],
      ['tacticFile', 'image/svg+xml'],
      ['componentFile', 'application/x-msdownload'],
      ['locationImport', 'application/pdf'],
      ['document', 'application/octet-stream'],
    ] as const) {
      const [message] = messagesOf(uploadRequestSchema(uploadTypes[purpose]), {
        fileName: ' f.bin ',
        contentType: type,
        size: 1,
      });
      expect(message).toBe(uploadMessages.type('f.bin', uploadExtensions(purpose).join(', ')));
    }
  });

  it("refuses an empty file naming it, and names the file beside another field's error", () => {
    expect(
      messagesOf(uploadRequestSchema(uploadTypes.document), {
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        size: 0,
      }),
    ).toEqual([uploadMessages.empty('a.pdf')]);
    const withKind = z.extend(uploadRequestSchema(uploadTypes.tacticImage), { kind: z.enum(['brand']) });
    expect(messagesOf(withKind, { fileName: 'a.pdf', contentType: 'application/pdf', size: 1 })).toContain(
      uploadMessages.type('a.pdf', uploadExtensions('tacticImage').join(', ')),
    );
  });

  it('lets the client name a CSV or artwork file by its extension when the browser gives no type', () => {
    expect(uploadContentType('locationImport', 'stores.CSV', '')).toBe('text/csv');
    expect(uploadContentType('tacticFile', 'poster.psd', 'application/octet-stream')).toBe('image/vnd.adobe.photoshop');
    expect(uploadContentType('tacticFile', 'page.html', 'text/html')).toBe('text/html');
  });
});
