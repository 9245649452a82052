import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { BudgetSummary } from '../../../../../../shared/programs/budget';
import { formatMoney } from '../../../../../../shared/format/money';
import { Money } from '../../../../components/format';
import { ScrollingTable } from './ScrollingTable';

/** The over-budget sentences of a budget, one per source and line, in the reader's language. */
export function useOverBudgetTexts() {
  const { t } = useTranslation();
  return (budget: Pick<BudgetSummary, 'lines'>) =>
    budget.lines.flatMap((line) => [
      ...(line.atlRemaining < 0
        ? [
            t('programs.budget.overBudget', {
              brand: line.brandName,
              line: 'ATL',
              amount: formatMoney(-line.atlRemaining),
            }),
          ]
        : []),
      ...(line.btlRemaining < 0
        ? [
            t('programs.budget.overBudget', {
              brand: line.brandName,
              line: 'BTL',
              amount: formatMoney(-line.btlRemaining),
            }),
          ]
        : []),
    ]);
}

/** What each funding source has left, above and below the line, after the program's tactics; overspends flagged. */
export function BudgetLines({
  budget,
  caption,
}: {
  budget: Pick<BudgetSummary, 'lines' | 'totalCost' | 'overspent'>;
  caption?: string;
}) {
  const { t } = useTranslation();
  const overBudget = useOverBudgetTexts()(budget);
  return (
    <section className="budget-lines" aria-label={caption ?? t('programs.budget.title')}>
      <h3>{caption ?? t('programs.budget.title')}</h3>
      {budget.lines.length === 0 ? (
        <p className="muted">{t('programs.spec.program.selectFundingSource')}</p>
      ) : (
        <ScrollingTable label={caption ?? t('programs.budget.title')}>
          <table className="plain-table">
            <thead>
              <tr>
                <th scope="col">{t('programs.budget.source')}</th>
                <th scope="col" className="num">
                  {t('programs.budget.atlTarget')}
                </th>
                <th scope="col" className="num">
                  {t('programs.budget.atlRemaining')}
                </th>
                <th scope="col" className="num">
                  {t('programs.budget.btlTarget')}
                </th>
                <th scope="col" className="num">
                  {t('programs.budget.btlRemaining')}
                </th>
              </tr>
            </thead>
            <tbody>
              {budget.lines.map((line) => (
                <tr key={line.brandId} className={line.overspent ? 'overspent' : undefined} data-brand={line.brandName}>
                  <th scope="row">
                    {line.overspent && (
                      <i
                        role="img"
                        className="pi pi-exclamation-triangle"
                        aria-label={t('programs.budget.overspentLabel')}
                      />
                    )}{' '}
                    {line.brandName}
                  </th>
                  <td className="num">
                    <Money value={line.atlTarget} />
                  </td>
                  <td className="num" data-testid="atl-remaining">
                    <Money value={line.atlRemaining} />
                  </td>
                  <td className="num">
                    <Money value={line.btlTarget} />
                  </td>
                  <td className="num" data-testid="btl-remaining">
                    <Money value={line.btlRemaining} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      {overBudget.length > 0 && (
        <Message
          severity="warn"
          className="budget-warning"
          content={
            <div>
              <strong>{t('programs.budget.overspentTitle')}</strong>
              <ul>
                {overBudget.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </div>
          }
        />
      )}
    </section>
  );
}
