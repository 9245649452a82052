import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ReferenceLookup } from '../../../components/lookup';
import { AddressBookOnly } from './DeliveryInformationPanel';
import '../delivery.css';
import { inPageUpdate } from '../../../lib/inPageUpdate';
import { useRoute } from '../../../lib/useRoute';

/**
 * The address book screen (`addressbook`): a retailer's shipping locations, chosen with the retailer typeahead
 * (kept in the URL), with search, paging, Create New Location, and Edit Address (save or delete) — the delivery
 * panel's own address book, outside any program. It opens on the first retailer the user may see (a retailer-side
 * user: theirs), as the retailer profile pages do; a cleared typeahead stays cleared (`?retailerId=`).
 */
export function AddressBookPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const retailerId = Number(params.get('retailerId')) || null;
  const choose = (id: number | null) => setParams({ retailerId: id ? String(id) : '' }, inPageUpdate());
  const unchosen = !params.has('retailerId');
  const active = useRoute('retailers.active', unchosen ? undefined : null);
  const first = active.data?.[0]?.retailerId;
  useEffect(() => {
    if (unchosen && first) setParams({ retailerId: String(first) }, inPageUpdate());
  }, [unchosen, first, setParams]);
  // While the first retailer is being found, no 'Choose a retailer' flashes up.
  const settling = unchosen && (active.isLoading || first !== undefined);
  return (
    <div className="delivery-page address-book-page">
      <div className="delivery-field">
        <label htmlFor="addressbook-retailer">{t('delivery.info.retailer')}</label>
        <ReferenceLookup
          kind="retailer"
          inputId="addressbook-retailer"
          value={retailerId}
          onChange={(id) => choose(id === null ? null : Number(id))}
        />
      </div>
      {!retailerId && !settling && (
        <Message severity="info" text={t('delivery.addressBook.chooseRetailer')} className="delivery-message" />
      )}
      {retailerId && <AddressBookOnly key={retailerId} retailerId={retailerId} />}
    </div>
  );
}
