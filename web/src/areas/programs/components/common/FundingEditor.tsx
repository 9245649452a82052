import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { allocationExcess, type RemainingAllocation } from '../../../../../../shared/allocation/funding';
import { formatMoney } from '../../../../../../shared/format/money';
import { cents } from '../../../../../../shared/programs/budget';
import { programMessages } from '../../../../../../shared/programs/messages';
import { useConfirm } from '../../../../components/confirm';
import { FieldError } from '../../../../components/forms';
import { Money } from '../../../../components/format';
import { useSession } from '../../../../lib/session';
import type { FundingRow } from '../../lib/funding';
import { useSpecText } from '../../lib/specText';

export { fundingBody, fundingRowsOf, type FundingRow } from '../../lib/funding';

/** The site configuration may rename the section (zBud_BudgetSources, operation Rename). */
export function useFundingLabel() {
  const { t } = useTranslation();
  const session = useSession();
  const renamed = session?.siteConfig.find(
    (c) => c.configuration === 'zBud_BudgetSources' && c.operation === 'Rename',
  ) as { displayName?: string } | undefined;
  return renamed?.displayName || t('programs.fields.fundingSources');
}

interface FundingEditorProps {
  idPrefix: string;
  rows: FundingRow[];
  onChange: (rows: FundingRow[]) => void;
  /** The retailer's brands: the sources to choose from. */
  brands: { id: number; name: string }[] | undefined;
  brandsLoading?: boolean;
  brandsFailed?: boolean;
  /** No retailer chosen yet. */
  noRetailer?: boolean;
  errors: readonly string[];
  /** Each brand's remaining allocation at the program's retailer and year, shown under its targets. */
  remaining?: RemainingAllocation[];
  /** The program's status lets no one change its funding: every control is disabled (FundingNotice says why). */
  locked?: boolean;
}

/**
 * Funding sources with ATL/BTL targets (spec 02, section 2). Selecting a brand adds it with targets; unticking it
 * keeps it as a participating brand; removing it asks first and marks it for deletion.
 */
export function FundingEditor({
  idPrefix,
  rows,
  onChange,
  brands,
  brandsLoading,
  brandsFailed,
  noRetailer,
  errors,
  remaining,
  locked,
}: FundingEditorProps) {
  const { t } = useTranslation();
  const specText = useSpecText();
  const confirm = useConfirm();
  const label = useFundingLabel();
  const shown = rows.filter((r) => !r.markedForDeletion);
  const selected = shown.filter((r) => r.selected);
  const available = (brands ?? []).filter((b) => !shown.some((r) => r.brandId === b.id));
  const errorId = `${idPrefix}-funding-error`;
  const excess = remaining ? allocationExcess(selected, remaining) : [];
  /** Under a target: the brand's remaining allocation, and a warning when the target is beyond it. */
  const allocationNote = (row: FundingRow, line: 'ATL' | 'BTL') => {
    const left = remaining?.find((r) => r.brandId === row.brandId);
    if (!remaining || !row.selected) return null;
    const cents = line === 'ATL' ? left?.remainingAtlCents : left?.remainingBtlCents;
    const over = excess.find((e) => e.brandId === row.brandId && e.line === line);
    const id = `${idPrefix}-${line.toLowerCase()}-remaining-${row.brandId}`;
    return (
      <small
        id={id}
        className={over ? 'funding-remaining funding-over' : 'funding-remaining muted'}
        role={over ? 'alert' : undefined}
      >
        {over
          ? t('programs.funding.exceeds', { line, amount: formatMoney(over.remainingCents / 100) })
          : left?.allocated && cents !== undefined
            ? t('programs.funding.remaining', { amount: formatMoney(cents / 100) })
            : t('programs.funding.notAllocated')}
      </small>
    );
  };

  const update = (brandId: number, change: Partial<FundingRow>) =>
    onChange(rows.map((r) => (r.brandId === brandId ? { ...r, ...change } : r)));
  const add = (brandId: number) => {
    const brand = brands?.find((b) => b.id === brandId);
    if (!brand) return;
    const existing = rows.find((r) => r.brandId === brandId);
    if (existing) update(brandId, { markedForDeletion: false, selected: true });
    else
      onChange([
        ...rows,
        { brandId, brandName: brand.name, atlTarget: 0, btlTarget: 0, selected: true, markedForDeletion: false },
      ]);
  };
  const remove = async (row: FundingRow) => {
    const yes = await confirm({
      message: t('programs.spec.program.removeFundingConfirm', { name: row.brandName }),
      danger: true,
    });
    if (yes) update(row.brandId, { markedForDeletion: true, selected: false });
  };

  return (
    <fieldset className="funding-editor" disabled={locked} aria-describedby={errors.length ? errorId : undefined}>
      <legend>{label}</legend>
      {brandsFailed && <Message severity="error" text={t('programs.texts.brandsNotLoaded')} />}
      <div className="funding-add">
        <Dropdown
          inputId={`${idPrefix}-funding-add`}
          value={null}
          options={available.map((b) => ({ value: b.id, label: b.name }))}
          onChange={(e) => add(e.value as number)}
          placeholder={noRetailer ? t('programs.form.chooseRetailerFirst') : t('programs.funding.addBrand')}
          disabled={locked || noRetailer || brandsLoading}
          emptyMessage={t('widgets.lookup.notFound.brand')}
          filter
          aria-label={t('programs.funding.addBrand')}
          className="funding-add-dropdown"
        />
      </div>
      {selected.length === 0 && <p className="muted funding-empty">{specText(programMessages.selectFundingSource)}</p>}
      {shown.length > 0 && (
        <div className="table-scroll">
          <table className="plain-table funding-table">
            <thead>
              <tr>
                <th scope="col">{t('programs.funding.funds')}</th>
                <th scope="col">{t('programs.funding.brand')}</th>
                <th scope="col" className="num">
                  {t('programs.funding.atlTarget')}
                </th>
                <th scope="col" className="num">
                  {t('programs.funding.btlTarget')}
                </th>
                <th scope="col">
                  <span className="sr-only">{t('programs.common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.brandId} data-brand={row.brandName}>
                  <td>
                    <Checkbox
                      inputId={`${idPrefix}-funds-${row.brandId}`}
                      checked={row.selected}
                      onChange={(e) => update(row.brandId, { selected: !!e.checked })}
                      aria-label={t('programs.funding.fundsBrand', { brand: row.brandName })}
                    />
                  </td>
                  <td>
                    {row.brandName}{' '}
                    {!row.selected && <Tag value={t('programs.funding.participating')} severity="secondary" />}
                  </td>
                  <td className="num">
                    <InputNumber
                      value={row.atlTarget}
                      onValueChange={(e) => update(row.brandId, { atlTarget: cents(e.value ?? 0) })}
                      mode="currency"
                      currency="USD"
                      locale="en-US"
                      min={0}
                      disabled={!row.selected}
                      aria-label={t('programs.funding.atlTargetOf', { brand: row.brandName })}
                      inputClassName="money-input"
                    />
                    {allocationNote(row, 'ATL')}
                  </td>
                  <td className="num">
                    <InputNumber
                      value={row.btlTarget}
                      onValueChange={(e) => update(row.brandId, { btlTarget: cents(e.value ?? 0) })}
                      mode="currency"
                      currency="USD"
                      locale="en-US"
                      min={0}
                      disabled={!row.selected}
                      aria-label={t('programs.funding.btlTargetOf', { brand: row.brandName })}
                      inputClassName="money-input"
                    />
                    {allocationNote(row, 'BTL')}
                  </td>
                  <td>
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      text
                      severity="danger"
                      onClick={() => void remove(row)}
                      aria-label={t('programs.funding.remove', { brand: row.brandName })}
                      title={t('programs.funding.remove', { brand: row.brandName })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={2}>
                  {t('programs.common.total')}
                </th>
                <td className="num">
                  <Money value={cents(selected.reduce((s, r) => s + r.atlTarget, 0))} />
                </td>
                <td className="num">
                  <Money value={cents(selected.reduce((s, r) => s + r.btlTarget, 0))} />
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      <FieldError id={errorId} messages={errors.map(specText)} />
    </fieldset>
  );
}
