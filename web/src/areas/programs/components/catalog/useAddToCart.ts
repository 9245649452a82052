import { useTranslation } from 'react-i18next';
import { budgetSummary, defaultAllocations, tacticCost } from '../../../../../../shared/programs/budget';
import { useConfirm } from '../../../../components/confirm';
import { messagesOfError, useMessageBox } from '../../../../components/messageBox';
import { ApiError } from '../../../../lib/api';
import { addProgramTactic } from '../../api/cart';
import { programChanged, type ProgramDetails } from '../../api/program';
import { useSpecText } from '../../lib/specText';
import { useOverBudgetTexts } from '../common/BudgetLines';

export interface CatalogTactic {
  id: number;
  tacticName: string;
  unitCost: number;
}

/**
 * Puts a tactic into the cart. Before a tactic that would make the program overspend a funding source goes in,
 * the user is told which source and by how much, and asked (the cost is split as the server will split it).
 */
export function useAddToCart(details: ProgramDetails | undefined) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const confirm = useConfirm();
  const messageBox = useMessageBox();
  const overBudget = useOverBudgetTexts();

  return async (tactic: CatalogTactic, quantity: number): Promise<boolean> => {
    if (!details) return false;
    const cost = tacticCost(tactic.unitCost, quantity);
    const allocations = defaultAllocations(cost, details.fundingSources);
    const after = budgetSummary(details.fundingSources, [...details.tactics, { totalCost: cost, allocations }]);
    const before = overBudget(details.budget);
    const projected = overBudget(after);
    if (projected.length && JSON.stringify(projected) !== JSON.stringify(before)) {
      const yes = await confirm({
        header: t('programs.catalog.overspendHeader'),
        message: [t('programs.catalog.overspendWarning', { name: tactic.tacticName }), ...projected].join(' '),
        acceptLabel: t('programs.catalog.addAnyway'),
        rejectLabel: t('programs.common.cancel'),
        danger: true,
      });
      if (!yes) return false;
    }
    try {
      await addProgramTactic({
        programId: details.program.id,
        version: details.program.version,
        tacticId: tactic.id,
        orderQuantity: quantity,
      });
      messageBox.success(t('programs.catalog.added', { name: tactic.tacticName, quantity }));
      return true;
    } catch (error) {
      messageBox.danger(messagesOfError(error).map(specText));
      // After a 409 the program is read again, so the next try goes at the stored version.
      if (error instanceof ApiError && error.status === 409) await programChanged();
      return false;
    }
  };
}
