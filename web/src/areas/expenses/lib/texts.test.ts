import { describe, expect, it } from 'vitest';
import us from '../i18n/us.json';
import { expenseTexts } from './texts';

describe('the texts of the expense screens', () => {
  it('are the words of the spec and of shared/expenses in the us file, word for word', () => {
    expect(us.expenses.spec).toEqual(expenseTexts);
  });
});
