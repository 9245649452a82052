import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../../shared/claims';
import { Money } from '../../../../components/format';
import { useHasClaim } from '../../../../lib/claims';
import { useProgramFunding } from '../../api/expenses';
import { ScrollingTable } from './ScrollingTable';

type Row = NonNullable<ReturnType<typeof useProgramFunding>['data']>['total'];
const dollars = (cents: number) => cents / 100;

/**
 * Planned, committed and invoiced per funding source of the program, with the variance (planned - invoiced,
 * negative marked over budget), for those who may view expenses: the program details' funding card and the
 * funding sources panel.
 */
export function FundingActuals({ programId }: { programId: number }) {
  const canView = useHasClaim(knownClaims.viewExpenses);
  if (!canView) return null;
  return <FundingActualsTable programId={programId} />;
}

function FundingActualsTable({ programId }: { programId: number }) {
  const { t } = useTranslation();
  const funding = useProgramFunding(programId);
  const cells = (row: Row) => (
    <>
      <td className="num">
        <Money value={dollars(row.plannedCents)} />
      </td>
      <td className="num">
        <Money value={dollars(row.committedCents)} />
      </td>
      <td className="num">
        <Money value={dollars(row.invoicedCents)} />
      </td>
      <td className="num">
        <Money value={dollars(row.varianceCents)} />
        {row.overBudget && <span className="over-budget-tag"> {t('programs.actuals.overBudget')}</span>}
      </td>
    </>
  );
  return (
    <section className="funding-actuals" aria-label={t('programs.actuals.label')}>
      <h3>{t('programs.actuals.title')}</h3>
      {funding.error && <Message severity="error" text={t('programs.actuals.notLoaded')} />}
      {funding.data && (
        <ScrollingTable label={t('programs.actuals.label')}>
          <table className="plain-table" aria-label={t('programs.actuals.label')}>
            <thead>
              <tr>
                <th scope="col">{t('programs.actuals.source')}</th>
                <th scope="col" className="num">
                  {t('programs.actuals.planned')}
                </th>
                <th scope="col" className="num">
                  {t('programs.actuals.committed')}
                </th>
                <th scope="col" className="num">
                  {t('programs.actuals.invoiced')}
                </th>
                <th scope="col" className="num">
                  {t('programs.actuals.variance')}
                </th>
              </tr>
            </thead>
            <tbody>
              {funding.data.sources.map((row) => (
                <tr key={row.brandId ?? 'none'} className={row.overBudget ? 'overspent' : undefined}>
                  <th scope="row">{row.brandId === null ? t('programs.actuals.unallocated') : row.brandName}</th>
                  {cells(row)}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={funding.data.total.overBudget ? 'overspent' : undefined}>
                <th scope="row">{t('programs.actuals.total')}</th>
                {cells(funding.data.total)}
              </tr>
            </tfoot>
          </table>
        </ScrollingTable>
      )}
      <p className="muted">{t('programs.actuals.committedNote')}</p>
    </section>
  );
}
