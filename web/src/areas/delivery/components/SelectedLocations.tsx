import { useTranslation } from 'react-i18next';
import { EditLocationButton } from './EditLocationButton';
import type { DeliveryInformation } from '../api/deliveryInformation';

type ProgramLocation = DeliveryInformation['locations'][number];

/**
 * The selected delivery locations (spec 02, section 2): numbered, a click unselects (saved at once), the edit
 * icon when the user may edit, the item count of each that opens the distribution, at most 300 px high and
 * scrolling, an empty-state text, and the hint to split the shipment while a new address is not distributed.
 */
export function SelectedLocations(props: {
  locations: ProgramLocation[];
  locationCount: number;
  /** Items distributed to each location; unknown while loading or for very large programs. */
  itemCounts: Record<string, number> | undefined;
  showEdit: boolean;
  canUnselect: boolean;
  busyIds: ReadonlySet<string>;
  onUnselect: (location: ProgramLocation) => void;
  onEdit: (location: ProgramLocation) => void;
  onOpenDistribution: (location: ProgramLocation) => void;
}) {
  const { t } = useTranslation();
  const { locations, locationCount } = props;
  const undistributed = locations.some((l) => !l.distributed);
  return (
    <section className="delivery-selected" aria-labelledby="delivery-selected-title">
      <h3 id="delivery-selected-title">
        {t('delivery.selected.title')} <span className="delivery-count">({locationCount})</span>
      </h3>
      {locations.length === 0 ? (
        <p className="delivery-empty">{t('delivery.selected.empty')}</p>
      ) : (
        <ol className="delivery-selected-list" aria-label={t('delivery.selected.title')}>
          {locations.map((location, index) => {
            const count = props.itemCounts?.[location.id];
            const busy = props.busyIds.has(location.id);
            return (
              <li key={location.id} className={location.distributed ? '' : 'delivery-undistributed'}>
                <span className="delivery-number" aria-hidden>
                  {index + 1}.
                </span>
                <button
                  type="button"
                  className="delivery-location-button"
                  onClick={() => props.onUnselect(location)}
                  disabled={!props.canUnselect || busy}
                  title={props.canUnselect ? t('delivery.selected.unselect') : undefined}
                  aria-label={t('delivery.selected.unselectLocation', {
                    number: index + 1,
                    location: location.location,
                  })}
                >
                  {location.location}
                </button>
                {busy && <i role="img" className="pi pi-spin pi-spinner" aria-label={t('delivery.saving')} />}
                <button type="button" className="delivery-link" onClick={() => props.onOpenDistribution(location)}>
                  {!location.distributed
                    ? t('delivery.selected.notDistributed')
                    : count === undefined
                      ? t('delivery.selected.distributed')
                      : t('delivery.selected.items', { total: count })}
                </button>
                {props.showEdit && <EditLocationButton location={location} onEdit={() => props.onEdit(location)} />}
              </li>
            );
          })}
        </ol>
      )}
      {locationCount > locations.length && (
        <p className="delivery-muted">
          {t('delivery.selected.more', { shown: locations.length, total: locationCount })}
        </p>
      )}
      {undistributed && locationCount > 1 && (
        <p className="delivery-hint" role="note">
          <i className="pi pi-info-circle" aria-hidden /> {t('delivery.selected.splitHint')}
        </p>
      )}
    </section>
  );
}
