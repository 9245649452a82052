import { useTranslation } from 'react-i18next';
import { Money } from '../format';
import './funding.css';

export interface FundingTableRow {
  name: string;
  atl: number;
  btl: number;
  total: number;
}

/**
 * Funding sources with their ATL, BTL and total (dollars): a program's (communication request Program Info), a
 * related tactic's (its hover) and a tactic's in the Invoice Reconciliation.
 */
export function FundingTable({ rows, label }: { rows: FundingTableRow[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <table className="funding-sources-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('widgets.funding.fundingSource')}</th>
          <th scope="col">{t('widgets.funding.atl')}</th>
          <th scope="col">{t('widgets.funding.btl')}</th>
          <th scope="col">{t('widgets.funding.total')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>{row.name}</td>
            <td>
              <Money value={row.atl} />
            </td>
            <td>
              <Money value={row.btl} />
            </td>
            <td>
              <Money value={row.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
