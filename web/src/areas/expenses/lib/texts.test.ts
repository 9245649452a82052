import { describe, expect, it } from 'vitest';
import { assignReasonCodes, assignReasonText } from '../../../../../shared/expenses/assignment';
import us from '../i18n/us.json';
import { expenseTexts } from './texts';

describe('the texts of the expense screens', () => {
  it('are the words of the spec and of shared/expenses in the us file, word for word', () => {
    expect(us.expenses.spec).toEqual(expenseTexts);
  });

  it("say a try-assign suggestion's reasons in the us file as the server does, with the same values", () => {
    for (const code of assignReasonCodes) {
      const template: string = us.expenses.assign.reason[code];
      const values = Object.fromEntries(
        [...template.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => [name, `<${name}>`]),
      );
      expect(template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name])).toBe(
        assignReasonText(code, values),
      );
    }
  });
});
