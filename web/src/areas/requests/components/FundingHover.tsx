import { useId, useState, type ReactNode } from 'react';
import { FundingTable } from '../../../components/funding';
import type { RequestInfo } from '../api/requests';
import { useRequestText } from '../lib/texts';

type Tactic = RequestInfo['relatedTactics'][number];

/** A request's funding sources as the shared table's rows. */
export const fundingRows = (sources: Tactic['fundingSources']) =>
  sources.map((f) => ({ name: f.fundingSource, atl: f.atl, btl: f.btl, total: f.total }));

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
            <FundingTable rows={fundingRows(tactic.fundingSources)} />
          )}
        </span>
      )}
    </span>
  );
}
