import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ReferenceLookup } from '../../../components/lookup';
import { AddressBookOnly } from './DeliveryInformationPanel';
import '../delivery.css';
import { inPageUpdate } from '../../../lib/inPageUpdate';

/**
 * The address book screen (`addressbook`): a retailer's shipping locations, chosen with the retailer typeahead
 * (kept in the URL), with search, paging, Create New Location, and Edit Address (save or delete) — the delivery
 * panel's own address book, outside any program.
 */
export function AddressBookPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const retailerId = Number(params.get('retailerId')) || null;
  const choose = (id: number | null) => setParams(id ? { retailerId: String(id) } : {}, inPageUpdate());
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
      {!retailerId && (
        <Message severity="info" text={t('delivery.addressBook.chooseRetailer')} className="delivery-message" />
      )}
      {retailerId && <AddressBookOnly key={retailerId} retailerId={retailerId} />}
    </div>
  );
}
