import { describe, expect, it } from 'vitest';
import * as z from '../../shared/zod';
import { money, quantity } from '../../shared/contract/schemas/common';
import { inputMessages, serverMessages } from '../../shared/messages';
import { InvalidInput } from './errors';
import { parseOrThrow } from './validation';

const schema = z.object({ amount: money(), count: quantity({ min: 1, minMessage: 'Quantity must be at least 1' }) });
const fieldsOf = (value: unknown) => {
  try {
    parseOrThrow(schema, value);
  } catch (error) {
    return (error as InvalidInput).fields;
  }
  throw new Error('accepted');
};

describe('parseOrThrow', () => {
  it('says a missing value is required', () => {
    expect(fieldsOf({})).toEqual({ amount: [serverMessages.required], count: [serverMessages.required] });
  });

  it("gives a value of the wrong kind its field's message, not 'required'", () => {
    expect(fieldsOf({ amount: 'ten', count: 2.5 })).toEqual({
      amount: [inputMessages.amountNotANumber],
      count: [inputMessages.quantityNotANumber],
    });
    expect(fieldsOf({ amount: null, count: Number.POSITIVE_INFINITY })).toEqual({
      amount: [inputMessages.amountNotANumber],
      count: [inputMessages.quantityNotANumber],
    });
  });
});
