import { Message } from 'primereact/message';
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
  const choose = (id: number | null) => setParams({ retailerId: id ? String(id) : '' }, inPageUpdate());
  const unchosen = !params.has('retailerId');
  const active = useRoute('retailers.active', unchosen ? undefined : null);
  // The first retailer is shown, not written to the address: a page that moves its address when its data arrives
  // takes back a move to another page the user started meanwhile.
  const retailerId = unchosen ? (active.data?.[0]?.retailerId ?? null) : Number(params.get('retailerId')) || null;
  // While the first retailer is being found, no 'Choose a retailer' flashes up.
  const settling = unchosen && active.isLoading;
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
