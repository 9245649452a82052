import { useTranslation } from 'react-i18next';
import { allocationExcess, hasNoTargets, type RemainingAllocation } from '../../../../../../shared/allocation/funding';
import { formatMoney } from '../../../../../../shared/format/money';
import { useConfirm } from '../../../../components/confirm';
import type { FundingRow } from './FundingEditor';

/**
 * Before funding is saved (the program form and the funding sources panel): targets beyond a brand's remaining
 * allocation and all-$0 targets are listed and the user asked to save anyway (issue 14). Resolves true to save.
 */
export function useAllocationConfirm(remaining: RemainingAllocation[] | undefined) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return async (rows: readonly FundingRow[]): Promise<boolean> => {
    const selected = rows.filter((r) => r.selected && !r.markedForDeletion);
    const names = new Map(selected.map((r) => [r.brandId, r.brandName]));
    const warned = [
      ...allocationExcess(selected, remaining ?? []).map(
        (e) =>
          `${names.get(e.brandId)}: ${t('programs.funding.exceeds', { line: e.line, amount: formatMoney(e.remainingCents / 100) })}.`,
      ),
      ...(hasNoTargets(selected) ? [`${t('programs.funding.noTargets')}.`] : []),
    ];
    if (!warned.length) return true;
    return confirm({
      header: t('programs.funding.warningsHeader'),
      message: [...warned, t('programs.funding.saveAnyway')].join(' '),
    });
  };
}
