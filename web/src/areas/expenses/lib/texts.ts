import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { requestMessages } from '../../../../../shared/communication/requests';
import { expenseMessages } from '../../../../../shared/expenses/rules';
import { reconciliationMessage } from '../../../components/reconciliation';

/**
 * The fixed texts of the expense screens, word for word: the server's import texts (shared/expenses, where the spec
 * shows none) and the spec's 'File(s) upload success.' (the reconciliation's are components/reconciliation's).
 * They are shown through `expenses.spec.*`; the `us` file holds the same words (a unit test keeps them equal), so
 * a text that arrives from the server in English shows in the reader's language.
 */
export const expenseTexts = {
  onlyCsv: expenseMessages.onlyCsv,
  importFailed: expenseMessages.importFailed,
  uploadSuccess: requestMessages.uploadSuccess,
  amountInvalid: expenseMessages.amountInvalid,
  amountDecimals: expenseMessages.amountDecimals,
  amountTooLarge: expenseMessages.amountTooLarge,
  dateInvalid: expenseMessages.dateInvalid,
  retailerInvalid: expenseMessages.retailerInvalid,
  retailerUnknown: expenseMessages.retailerUnknown,
  tacticInvalid: expenseMessages.tacticInvalid,
  couponTypeInvalid: expenseMessages.couponTypeInvalid,
  selfApproval: expenseMessages.selfApproval,
  tacticUnknown: expenseMessages.tacticUnknown,
} as const;
export type ExpenseText = keyof typeof expenseTexts;

const keyByText = new Map<string, string>(
  Object.entries(expenseTexts).map(([name, text]) => [text, `expenses.spec.${name}`] as const),
);

/** `text(name)`: a fixed text in the reader's language; `server(message)`: any text the server sent. */
export function useExpenseText() {
  const { t } = useTranslation();
  const text = useCallback((name: ExpenseText) => t(`expenses.spec.${name}`), [t]);
  const server = useCallback(
    (message: string) => {
      const key = keyByText.get(message);
      return key ? t(key) : reconciliationMessage(t, message);
    },
    [t],
  );
  return { text, server };
}
