import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText } from '../../../../components/format';
import { PageSpinner } from '../../../../components/PageSpinner';
import { openSidePanel } from '../../../../lib/sidePanel';
import { useDeliveryPlan } from '../../api/delivery';
import { distributionTable } from '../../lib/deliveryPlan';

/**
 * The delivery plan on program details: the delivery date and notes, the selected locations, and per tactic its
 * order quantity and the quantity each location gets (what the approver checks before approving).
 */
export function DeliveryPlan({ programId, plannable }: { programId: number; plannable: boolean }) {
  const { t } = useTranslation();
  const { information, distribution } = useDeliveryPlan(programId);
  const info = information.data;
  return (
    <section className="program-card delivery-plan" aria-labelledby="program-delivery">
      <div className="card-title-row">
        <h3 id="program-delivery">{t('programs.details.delivery.title')}</h3>
        <span className="spacer" />
        {plannable && (
          <Button
            type="button"
            label={t('programs.finalize.delivery')}
            icon="pi pi-map-marker"
            size="small"
            text
            onClick={() => openSidePanel('delivery-information', { programId })}
          />
        )}
        {plannable && info && info.locationCount > 0 && (
          <Link to={`/tactic-catalog/${programId}/finalize/distribution`}>
            {t('programs.details.delivery.editDistribution')}
          </Link>
        )}
      </div>
      {information.error ? (
        <Message severity="error" text={t('programs.details.delivery.notLoaded')} />
      ) : !info ? (
        <PageSpinner />
      ) : (
        <>
          {info.onlyDownloads && <Message severity="info" text={t('programs.details.delivery.onlyDownloads')} />}
          <dl className="summary-grid">
            <dt>{t('programs.details.delivery.date')}</dt>
            <dd data-testid="delivery-date">{info.deliveryDate ? <DateText value={info.deliveryDate} /> : '—'}</dd>
            <dt>{t('programs.details.delivery.notes')}</dt>
            <dd data-testid="delivery-notes">{info.deliveryNotes || '—'}</dd>
            <dt>{t('programs.details.delivery.locations')}</dt>
            <dd>{t('programs.details.delivery.locationCount', { count: info.locationCount })}</dd>
          </dl>
          {info.locations.length > 0 && (
            // The distribution's first page, with the quantities, once read; the selected locations until then.
            <DistributionTable
              locations={distribution.data?.locations ?? info.locations}
              distribution={distribution.data}
              more={info.locationCount - (distribution.data?.locations ?? info.locations).length}
            />
          )}
        </>
      )}
    </section>
  );
}

function DistributionTable({
  locations,
  distribution,
  more,
}: {
  locations: { id: string; location: string }[];
  distribution: Parameters<typeof distributionTable>[1] | undefined;
  more: number;
}) {
  const { t } = useTranslation();
  const table = distributionTable(locations, distribution);
  return (
    <div className="delivery-plan-table-wrap">
      <table className="delivery-plan-table" aria-label={t('programs.details.delivery.tableLabel')}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('programs.details.delivery.location')}</th>
            {table.tactics.map((tactic) => (
              <th scope="col" key={tactic.tacticId} className="num">
                {tactic.tacticName}
                <br />
                <small className="muted">
                  {t('programs.details.delivery.orderQuantity', { quantity: tactic.orderQuantity })}
                </small>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={row.id}>
              <td>{index + 1}</td>
              <th scope="row">{row.location}</th>
              {row.quantities.map((q, i) => (
                <td key={table.tactics[i]!.tacticId} className="num">
                  {q ?? '—'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {table.tactics.length > 0 && (
          <tfoot>
            <tr>
              <td />
              <th scope="row">{t('programs.details.delivery.distributed')}</th>
              {table.tactics.map((tactic) => (
                <td
                  key={tactic.tacticId}
                  className={`num ${tactic.distributed === tactic.orderQuantity ? 'delivery-ok' : 'delivery-short'}`}
                >
                  {t('programs.details.delivery.ofTotal', { sum: tactic.distributed, total: tactic.orderQuantity })}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
      {more > 0 && <p className="muted">{t('programs.details.delivery.more', { count: more })}</p>}
    </div>
  );
}
