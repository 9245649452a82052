import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { knownClaims } from '../../../../../shared/claims';
import { programStatus } from '../../../../../shared/programs/status';
import { useApprovalQueue } from '../../../lib/approvalQueue';
import { useHasClaim } from '../../../lib/claims';

const SHOWN = 5;

/**
 * The approver's queue on the home page (claim Finalize/Approve): how many programs of the current budget year are
 * submitted, the newest of them (each opens its details, where Approve and Reject are), and the full queue (the
 * status table filtered by Submitted).
 */
export function AwaitingApproval() {
  const { t } = useTranslation();
  const approver = useHasClaim(knownClaims.approveProgram);
  const { year, queue } = useApprovalQueue(approver, SHOWN);
  if (!approver || !year || !queue.data) return null;
  const { items, totalCount } = queue.data;
  return (
    <section className="p-card home-card home-awaiting" aria-labelledby="home-awaiting-title">
      <h2 id="home-awaiting-title">{t('home.awaiting.title')}</h2>
      <p data-testid="awaiting-count">{t('home.awaiting.count', { count: totalCount, year })}</p>
      {items.length > 0 && (
        <ul className="home-awaiting-list">
          {items.map((p) => (
            <li key={p.id}>
              <Link to={`/programdetails/${p.id}`}>
                #{p.id} {p.name}
              </Link>{' '}
              <span className="muted">
                {p.retailerName} · {p.creatorName}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to={`/program-status?statusId=${programStatus.submitted}&fiscalYear=${year}`}>
        {t('home.awaiting.open')}
      </Link>
    </section>
  );
}
