import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditLocationButton } from './EditLocationButton';
import { Message } from 'primereact/message';
import { useAddressBook, type ShippingLocation } from '../api/addressBook';
import { useDeliveryText } from '../lib/specText';

/** The spec's search debounce (spec 02, section 9). */
const SEARCH_DEBOUNCE_MS = 400;

/**
 * The address book (available locations): a text filter searched on the server, Select All (every location of the
 * book matching the filter, selected on the server page after page, not only the rows loaded here), a click
 * selects a location (saved at once), the edit icon opens Edit Address; pages come by the server's cursor ("Load more").
 */
export function AddressBook(props: {
  retailerId: number | null;
  selectedIds: ReadonlySet<string>;
  canSelect: boolean;
  showEdit: boolean;
  busyIds: ReadonlySet<string>;
  onSelect: (location: ShippingLocation) => Promise<void>;
  /**
   * Select All with the filter, reporting its progress (without a program there is nothing to select, and no
   * Select All).
   */
  onSelectAll?: (
    searchTerm: string,
    onProgress: (progress: { selected: number; read: number }) => void,
  ) => Promise<void>;
  onEdit: (location: ShippingLocation) => void;
  /** Hands the list's revalidation to the panel (after a create, an edit, an import). */
  onReady?: (revalidate: () => void) => void;
}) {
  const { t } = useTranslation();
  const { message } = useDeliveryText();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [selectingAll, setSelectingAll] = useState<{ selected: number; read: number } | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const book = useAddressBook(props.retailerId, term);
  const { onReady } = props;
  const { mutate } = book;
  useEffect(() => onReady?.(() => void mutate()), [onReady, mutate]);
  const available = book.items.filter((l) => !props.selectedIds.has(l.id));

  const { onSelectAll } = props;
  const selectAll = async () => {
    if (!onSelectAll) return;
    setSelectingAll({ selected: 0, read: 0 });
    try {
      // What the filter box says now, even if its search has not run yet.
      await onSelectAll(text.trim(), setSelectingAll);
      void mutate();
    } finally {
      setSelectingAll(null);
    }
  };

  if (!props.retailerId) return <Message severity="info" text={t('delivery.addressBook.chooseRetailer')} />;
  return (
    <section className="delivery-address-book" aria-labelledby="delivery-address-book-title">
      <div className="delivery-section-head">
        <h3 id="delivery-address-book-title">{t('delivery.addressBook.title')}</h3>
        <span className="delivery-spacer" />
        {onSelectAll && (
          <Button
            type="button"
            label={t('delivery.addressBook.selectAll')}
            icon="pi pi-check-square"
            size="small"
            outlined
            onClick={selectAll}
            disabled={!props.canSelect || (available.length === 0 && !book.hasMore) || selectingAll !== null}
          />
        )}
      </div>
      <span className="p-input-icon-left delivery-search">
        <InputText
          type="search"
          role="searchbox"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('delivery.addressBook.filter')}
          aria-label={t('delivery.addressBook.filter')}
        />
      </span>
      {selectingAll && (
        <div className="delivery-progress" role="status">
          <span>{t('delivery.addressBook.selectingMatches', selectingAll)}</span>
          {/* The book is not counted (it pages by cursor): the bar runs until the last page is read. */}
          <ProgressBar mode="indeterminate" style={{ height: '0.5rem' }} />
        </div>
      )}
      {book.error && <Message severity="error" text={message(book.error.message)} />}
      {book.loading && !book.data && (
        <ProgressBar mode="indeterminate" style={{ height: '0.25rem' }} aria-label={t('delivery.loading')} />
      )}
      {book.data && available.length === 0 && !book.loading && (
        <p className="delivery-empty">{term ? t('delivery.addressBook.noMatch') : t('delivery.addressBook.empty')}</p>
      )}
      {available.length > 0 && (
        <ul className="delivery-book-list" aria-label={t('delivery.addressBook.title')}>
          {available.map((location) => (
            <li key={location.id}>
              <button
                type="button"
                className="delivery-location-button"
                onClick={() => void props.onSelect(location)}
                disabled={!props.canSelect || props.busyIds.has(location.id)}
                title={props.canSelect ? t('delivery.addressBook.select') : undefined}
                aria-label={t('delivery.addressBook.selectLocation', { location: location.location })}
              >
                <i className="pi pi-plus-circle" aria-hidden /> {location.location}
              </button>
              {props.busyIds.has(location.id) && (
                <i role="img" className="pi pi-spin pi-spinner" aria-label={t('delivery.saving')} />
              )}
              {props.showEdit && <EditLocationButton location={location} onEdit={() => props.onEdit(location)} />}
            </li>
          ))}
        </ul>
      )}
      {book.hasMore && (
        <Button
          type="button"
          link
          size="small"
          label={t('delivery.addressBook.loadMore')}
          onClick={book.loadMore}
          loading={book.loading}
          disabled={book.loading}
        />
      )}
    </section>
  );
}
