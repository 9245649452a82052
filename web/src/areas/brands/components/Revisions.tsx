import { useTranslation } from 'react-i18next';
import { formatDateTime, Money } from '../../../components/format';
import { changeDriverText, changeReasonText } from '../../../lib/changeReasonTexts';
import type { BrandAllocation } from '../api';

/** The allocation's revisions, newest first: who, when (MM/DD/YYYY HH:mm, local time), driver, reason, comment, and each retailer before and after. */
export function Revisions({ revisions }: { revisions: BrandAllocation['revisions'] }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('brands.revisions.title')}>
      <h3>{t('brands.revisions.title')}</h3>
      {revisions.length === 0 ? (
        <p>{t('brands.revisions.none')}</p>
      ) : (
        <div className="brand-scroll">
          <table className="brand-revisions-table" data-testid="allocation-revisions">
            <thead>
              <tr>
                <th scope="col">{t('brands.revisions.when')}</th>
                <th scope="col">{t('brands.revisions.who')}</th>
                <th scope="col">{t('brands.revisions.driver')}</th>
                <th scope="col">{t('brands.revisions.reason')}</th>
                <th scope="col">{t('brands.revisions.comment')}</th>
                <th scope="col">{t('brands.revisions.changes')}</th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((revision) => (
                <tr key={revision.id}>
                  <td>{formatDateTime(revision.at)}</td>
                  <td>{revision.by}</td>
                  <td>{revision.changeDriver ? changeDriverText(t, revision.changeDriver) : ''}</td>
                  <td>{changeReasonText(t, revision.changeReasonDesc)}</td>
                  <td>{revision.comment}</td>
                  <td>
                    <ul className="revision-changes">
                      {revision.changes.map((c) => (
                        <li key={c.retailerId}>
                          <strong>{c.retailerName}</strong> {t('brands.allocation.atl')}{' '}
                          <Money value={c.before.atlCents / 100} /> → <Money value={c.after.atlCents / 100} />,{' '}
                          {t('brands.allocation.btl')} <Money value={c.before.btlCents / 100} /> →{' '}
                          <Money value={c.after.btlCents / 100} />
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
