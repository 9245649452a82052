import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/format';
import type { RequestInfo } from '../api/requests';
import { useRequestText } from '../lib/texts';

type Tactic = RequestInfo['relatedTactics'][number];

/** A related tactic whose funding sources show on hover (and on focus), or 'No funding sources found' (spec 03). */
export function FundingHover({ tactic, children }: { tactic: Tactic; children: ReactNode }) {
  const text = useRequestText();
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <span
      className="funding-hover"
      onMouseEnter={() => setShown(true)}
      onMouseLeave={() => setShown(false)}
      onFocus={() => setShown(true)}
      onBlur={() => setShown(false)}
      aria-describedby={shown ? id : undefined}
    >
      {children}
      {shown && (
        <span role="tooltip" id={id} className="funding-tooltip">
          {tactic.fundingSources.length === 0 ? (
            text('noFundingSources')
          ) : (
            <FundingTable sources={tactic.fundingSources} />
          )}
        </span>
      )}
    </span>
  );
}

/** Funding sources with their ATL, BTL and total: the program's (Program Info) and a tactic's (its hover). */
export function FundingTable({ sources, label }: { sources: Tactic['fundingSources']; label?: string }) {
  const { t } = useTranslation();
  return (
    <table className="funding-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">{t('requests.program.fundingSource')}</th>
          <th scope="col">{t('requests.program.atl')}</th>
          <th scope="col">{t('requests.program.btl')}</th>
          <th scope="col">{t('requests.program.total')}</th>
        </tr>
      </thead>
      <tbody>
        {sources.map((f) => (
          <tr key={f.fundingSource}>
            <td>{f.fundingSource}</td>
            <td>
              <Money value={f.atl} />
            </td>
            <td>
              <Money value={f.btl} />
            </td>
            <td>
              <Money value={f.total} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
