import { Button } from 'primereact/button';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessages, TextInputField, noErrors, useForm, type FormErrors } from '../../../components/forms';
import { useMessageBox } from '../../../components/messageBox';
import { translateMessage } from '../../../lib/i18n';
import { writeThenRefresh } from '../../../lib/useRoute';
import { centsText, typedCents, type BrandAllocation } from '../api';

/**
 * The brand's retainer for the year (`brands/save-retainer`), saved at the allocation's version: a 409 reads the
 * allocation again and keeps what was typed.
 */
export function RetainerForm({ allocation, onStale }: { allocation: BrandAllocation; onStale: () => void }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const form = useForm<{ retainer: string }>({
    initial: { retainer: centsText(allocation.retainerCents) },
    fieldNames: ['retainer'],
    check: ({ retainer }): FormErrors =>
      typedCents(retainer) === null
        ? { fields: { retainer: [t('brands.allocation.badAmount')] }, general: [] }
        : noErrors,
  });
  useEffect(() => {
    if (form.stale) onStale();
  }, [form.stale, onStale]);
  const save = async (event: FormEvent) => {
    let sent = false;
    const ok = await form.submit(event, () => {
      sent = true;
      return writeThenRefresh(['brands.allocation'], 'brands.saveRetainer', {
        body: {
          brandId: allocation.brandId,
          budgetYear: allocation.budgetYear,
          version: allocation.version,
          retainer: form.values.retainer,
        },
      });
    });
    if (ok) box.success(t('brands.spec.saved'));
    else if (sent) box.danger([t('brands.spec.saveFailed')]);
  };
  const unchanged = typedCents(form.values.retainer) === allocation.retainerCents;

  return (
    <form
      className="brand-retainer-form"
      aria-label={t('brands.allocation.retainer')}
      onSubmit={(event) => void save(event)}
    >
      <TextInputField id="brand-retainer" label={t('brands.allocation.retainer')} {...form.bind('retainer')} />
      <Button
        type="submit"
        label={t('brands.allocation.saveRetainer')}
        loading={form.saving}
        disabled={form.saving || unchanged}
      />
      <FormMessages messages={form.errors.general.map((m) => translateMessage(t, m))} />
    </form>
  );
}
