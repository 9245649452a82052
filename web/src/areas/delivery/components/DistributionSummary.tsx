import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormMessages } from '../../../components/forms';
import { messagesOfError } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { openSidePanel } from '../../../lib/sidePanel';
import { useDistribution } from '../api/distribution';
import { itemCountsOf } from '../lib/distribution';
import { useDeliveryText } from '../lib/specText';
import '../delivery.css';

/**
 * The Distribution modal of the side panel (spec 02, section 2): the numbered delivery locations with their item
 * counts, each tactic with its order quantity, and Edit Distribution, which opens the distribution step (View
 * Distribution once the program's status no longer lets it change).
 */
export function DistributionSummary({ programId, fromCampaigns }: { programId: number; fromCampaigns?: boolean }) {
  const { t } = useTranslation();
  const { spec, message } = useDeliveryText();
  const navigate = useNavigate();
  const distribution = useDistribution(programId);
  if (distribution.error)
    return <FormMessages messages={[spec('loadFailed'), ...messagesOfError(distribution.error).map(message)]} />;
  if (!distribution.data) return <PageSpinner />;
  const { locations, tactics } = distribution.data;
  const counts = itemCountsOf(distribution.data);
  return (
    <div className="delivery-panel">
      <section aria-labelledby="delivery-summary-locations">
        <h3 id="delivery-summary-locations">{t('delivery.selected.title')}</h3>
        {locations.length === 0 ? (
          <p className="delivery-empty">{t('delivery.selected.empty')}</p>
        ) : (
          <ol className="delivery-selected-list delivery-summary-list">
            {locations.map((l, index) => (
              <li key={l.id}>
                <span className="delivery-number" aria-hidden>
                  {index + 1}.
                </span>
                <span className="delivery-summary-location">{l.location}</span>
                <span className={l.distributed ? 'delivery-muted' : 'delivery-sum-wrong'}>
                  {l.distributed
                    ? t('delivery.selected.items', { total: counts[l.id] ?? 0 })
                    : t('delivery.selected.notDistributed')}
                </span>
              </li>
            ))}
          </ol>
        )}
        {/* A program of many locations: the first page here, every one on the distribution step. */}
        {(distribution.data.locationCount ?? 0) > locations.length && (
          <p className="delivery-muted">
            {t('delivery.distribution.pageRange', {
              from: 1,
              to: locations.length,
              count: distribution.data.locationCount,
            })}
          </p>
        )}
      </section>
      <section aria-labelledby="delivery-summary-tactics">
        <h3 id="delivery-summary-tactics">{t('delivery.distribution.tactics')}</h3>
        {tactics.length === 0 ? (
          <Message severity="info" text={t('delivery.distribution.noTactics')} />
        ) : (
          <table className="delivery-plain-table">
            <thead>
              <tr>
                <th scope="col">{t('delivery.distribution.tactic')}</th>
                <th scope="col" className="delivery-num">
                  {t('delivery.distribution.orderQuantityHeader')}
                </th>
              </tr>
            </thead>
            <tbody>
              {tactics.map((tactic) => (
                <tr key={tactic.tacticId}>
                  <td>{tactic.tacticName}</td>
                  <td className="delivery-num">{tactic.orderQuantity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className="delivery-footer">
        <Button
          type="button"
          label={t('delivery.distribution.backToDelivery')}
          icon="pi pi-arrow-left"
          text
          onClick={() => openSidePanel('delivery-information', { programId, fromCampaigns })}
        />
        <span className="delivery-spacer" />
        <Button
          type="button"
          label={t(distribution.data.canEdit ? 'delivery.distribution.edit' : 'delivery.distribution.view')}
          icon={distribution.data.canEdit ? 'pi pi-pencil' : 'pi pi-eye'}
          onClick={() => navigate(`/tactic-catalog/${programId}/finalize/distribution`)}
          disabled={locations.length === 0 || tactics.length === 0}
        />
      </div>
    </div>
  );
}
