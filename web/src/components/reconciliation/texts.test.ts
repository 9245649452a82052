import { describe, expect, it } from 'vitest';
import us from '../i18n/us.json';
import { reconciliationTexts } from './ReconciliationView';

describe('the texts of the Invoice Reconciliation', () => {
  it('are the words of the spec in the us file, word for word', () => {
    expect(us.widgets.reconciliation.spec).toEqual(reconciliationTexts);
  });
});
