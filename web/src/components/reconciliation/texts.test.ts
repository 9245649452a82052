import { describe, expect, it } from 'vitest';
import { expenseMessages } from '../../../../shared/expenses/rules';
import us from '../i18n/us.json';
import { reconciliationTexts } from './ReconciliationView';

describe('the texts of the Invoice Reconciliation', () => {
  it('are the words of the spec in the us file, word for word', () => {
    expect(us.widgets.reconciliation.spec).toEqual(reconciliationTexts);
  });

  it("say a closed reconciliation's notice in the server's words for its refusal, in the us file", () => {
    expect(us.widgets.reconciliation.closed).toEqual({
      approved: expenseMessages.reconciliationClosed('approved'),
      confirmed: expenseMessages.reconciliationClosed('confirmed'),
    });
  });
});
