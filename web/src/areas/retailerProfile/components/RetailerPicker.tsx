import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { inPageUpdate } from '../../../lib/inPageUpdate';
import { useRoute } from '../../../lib/useRoute';

/**
 * The retailer the three profile pages show, kept in the page URL (`?retailer=`) so a link or the back button
 * brings it back; the first retailer the user may see by default (a retailer-side user: theirs).
 */
export function useChosenRetailer() {
  const [params, setParams] = useSearchParams();
  const retailers = useRoute('retailers.active');
  const asked = Number(params.get('retailer'));
  const list = retailers.data ?? [];
  const chosen = list.find((r) => r.retailerId === asked) ?? list[0] ?? null;
  const choose = (retailerId: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('retailer', String(retailerId));
      return next;
    }, inPageUpdate());
  return { retailers: list, loading: retailers.isLoading, error: retailers.error, chosen, choose };
}

export function RetailerPicker({ picker }: { picker: ReturnType<typeof useChosenRetailer> }) {
  const { t } = useTranslation();
  const { retailers, chosen, choose, loading } = picker;
  if (!loading && retailers.length === 0) return <Message severity="info" text={t('retailerProfile.noRetailers')} />;
  return (
    <div className="field retailer-profile-picker">
      <label htmlFor="retailer-profile-retailer">{t('retailerProfile.retailer')}</label>
      <Dropdown
        inputId="retailer-profile-retailer"
        value={chosen?.retailerId ?? null}
        options={retailers.map((r) => ({ value: r.retailerId, label: r.retailerName }))}
        onChange={(e) => choose(e.value as number)}
        filter={retailers.length > 10}
        loading={loading}
        placeholder={t('retailerProfile.chooseRetailer')}
      />
    </div>
  );
}
