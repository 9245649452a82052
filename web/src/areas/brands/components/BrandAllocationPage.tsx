import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { knownClaims } from '../../../../../shared/claims';
import { FieldError } from '../../../components/forms';
import { Money } from '../../../components/format';
import { BudgetYearDropdown } from '../../../components/reference';
import { messagesOfError } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { useHasClaim } from '../../../lib/claims';
import { translateMessage } from '../../../lib/i18n';
import { openSidePanel, useSidePanelState } from '../../../lib/sidePanel';
import {
  centsText,
  typedCents,
  useAllocationYears,
  useBrandAllocation,
  type BrandAllocation,
  type TypedAllocation,
} from '../api';
import { quartersOfTotal, useShownBreakout } from '../lib/typedQuarters';
import { RetainerForm } from './RetainerForm';
import { Revisions } from './Revisions';
import '../brands.css';

/** What was typed per retailer; a field not typed follows the saved amount (a reload after a 409 shows it). */
type Edits = Record<number, { totalAtl?: string; totalBtl?: string }>;

/**
 * A brand's allocation (`brandallocation/{id}`; spec 03): the budget year, the allocation by retailer (ATL, BTL,
 * total and the quarters), the retainer and the revisions. A holder of BrandAllocation/Edit types new ATL/BTL
 * amounts; Submit Changes opens Reason For Editing (side panel mode edit-reason), which saves them: the amounts
 * are locked while it is open, and once saved only what it sent is dropped from what was typed.
 */
export function BrandAllocationPage() {
  const { t } = useTranslation();
  const brandId = Number(useParams().id) || null;
  const years = useAllocationYears();
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const budgetYear = chosenYear ?? years.data?.current ?? null;
  const allocation = useBrandAllocation(brandId, budgetYear);
  const [edits, setEdits] = useState<Edits>({});

  if (!brandId) return <Message severity="error" text={t('brands.allocation.notFound')} />;
  const failure = years.error ?? allocation.error;
  return (
    <section className="brand-allocation" aria-label={t('brands.allocation.title')}>
      <header className="brand-allocation-header">
        <h2>
          {t('brands.allocation.title')}
          {allocation.data ? `: ${allocation.data.brandName}` : ''}
        </h2>
        <div className="field">
          <label htmlFor="allocation-budget-year">{t('brands.allocation.budgetYear')}</label>
          <BudgetYearDropdown
            inputId="allocation-budget-year"
            value={budgetYear}
            years={years.data?.years ?? []}
            onChange={(year) => {
              setChosenYear(year);
              setEdits({});
            }}
            emptyMessage={t('widgets.lookup.notFound.fiscalYear')}
          />
        </div>
      </header>
      {failure ? (
        <Message
          severity="error"
          text={messagesOfError(failure)
            .map((m) => translateMessage(t, m))
            .join(' ')}
        />
      ) : !allocation.data ? (
        <PageSpinner />
      ) : (
        <AllocationBody
          allocation={allocation.data}
          edits={edits}
          setEdits={setEdits}
          reload={() => void allocation.mutate()}
        />
      )}
    </section>
  );
}

function AllocationBody({
  allocation,
  edits,
  setEdits,
  reload,
}: {
  allocation: BrandAllocation;
  edits: Edits;
  setEdits: Dispatch<SetStateAction<Edits>>;
  reload: () => void;
}) {
  const { t } = useTranslation();
  const canEdit = useHasClaim(knownClaims.editBrandAllocation);
  // While Reason For Editing is open on this brand it holds the rows it will save: the amounts wait for it.
  const panel = useSidePanelState();
  const reasonOpen =
    panel?.mode === 'edit-reason' && 'brandId' in panel.props && panel.props.brandId === allocation.brandId;
  // A row whose ATL/BTL was changed shows its quarters split from the typed total (the breakout being entered, else
  // the default split): the saved quarters belong to the saved total.
  const shownBreakout = useShownBreakout(allocation.brandId);
  const changed: TypedAllocation[] = Object.entries(edits)
    .map(([id, row]) => ({ retailerId: Number(id), ...row }))
    .filter((row) => {
      const saved = allocation.retailers.find((r) => r.retailerId === row.retailerId);
      return (
        saved &&
        ((row.totalAtl !== undefined && typedCents(row.totalAtl) !== saved.atlCents) ||
          (row.totalBtl !== undefined && typedCents(row.totalBtl) !== saved.btlCents))
      );
    });
  const invalid = changed.some(
    (row) =>
      (row.totalAtl !== undefined && typedCents(row.totalAtl) === null) ||
      (row.totalBtl !== undefined && typedCents(row.totalBtl) === null),
  );

  const edit = (retailer: BrandAllocation['retailers'][number], field: 'totalAtl' | 'totalBtl', value: string) => {
    setEdits({ ...edits, [retailer.retailerId]: { ...edits[retailer.retailerId], [field]: value } });
  };
  /** Once saved, drops the amounts that were sent (as sent); anything else typed stays. */
  const dropSaved = (sent: TypedAllocation[]) =>
    setEdits((current) => {
      const next: Edits = { ...current };
      for (const row of sent) {
        const typed = { ...next[row.retailerId] };
        if (typed.totalAtl === row.totalAtl) delete typed.totalAtl;
        if (typed.totalBtl === row.totalBtl) delete typed.totalBtl;
        if (typed.totalAtl === undefined && typed.totalBtl === undefined) delete next[row.retailerId];
        else next[row.retailerId] = typed;
      }
      return next;
    });

  return (
    <>
      <dl className="brand-allocation-totals">
        <dt>{t('brands.allocation.totalAtl')}</dt>
        <dd>
          <Money value={allocation.totalAtlCents / 100} />
        </dd>
        <dt>{t('brands.allocation.totalBtl')}</dt>
        <dd>
          <Money value={allocation.totalBtlCents / 100} />
        </dd>
        <dt>{t('brands.allocation.total')}</dt>
        <dd>
          <Money value={(allocation.totalAtlCents + allocation.totalBtlCents) / 100} />
        </dd>
        <dt>{t('brands.allocation.retainer')}</dt>
        <dd data-testid="allocation-retainer">
          <Money value={allocation.retainerCents / 100} />
        </dd>
      </dl>
      {canEdit && <RetainerForm key={allocation.budgetYear} allocation={allocation} onStale={reload} />}
      <h3>{t('brands.allocation.byRetailer')}</h3>
      {allocation.retailers.length === 0 ? (
        <p>{t('brands.allocation.noRetailers')}</p>
      ) : (
        <div className="brand-scroll">
          <table className="brand-allocation-table">
            <thead>
              <tr>
                <th scope="col">{t('brands.allocation.retailer')}</th>
                <th scope="col">{t('brands.allocation.atl')}</th>
                <th scope="col">{t('brands.allocation.btl')}</th>
                <th scope="col">{t('brands.allocation.total')}</th>
                {(['q1', 'q2', 'q3', 'q4'] as const).map((q) => (
                  <th scope="col" key={q}>
                    {t(`brands.quarters.${q}`)}
                  </th>
                ))}
                <th scope="col">{t('brands.allocation.committed')}</th>
              </tr>
            </thead>
            <tbody>
              {allocation.retailers.map((retailer) => {
                const row = edits[retailer.retailerId];
                const atl = row?.totalAtl !== undefined ? typedCents(row.totalAtl) : retailer.atlCents;
                const btl = row?.totalBtl !== undefined ? typedCents(row.totalBtl) : retailer.btlCents;
                const amount = (field: 'totalAtl' | 'totalBtl', saved: number, label: string) => {
                  const id = `allocation-${retailer.retailerId}-${field}`;
                  const value = row?.[field] ?? centsText(saved);
                  const bad = typedCents(value) === null;
                  return canEdit ? (
                    <>
                      <InputText
                        id={id}
                        value={value}
                        invalid={bad}
                        disabled={reasonOpen}
                        aria-label={`${label} ${retailer.retailerName}`}
                        aria-describedby={`${id}-error`}
                        onChange={(e) => edit(retailer, field, e.target.value)}
                      />
                      <FieldError id={`${id}-error`} messages={bad ? [t('brands.allocation.badAmount')] : []} />
                    </>
                  ) : (
                    <Money value={saved / 100} />
                  );
                };
                return (
                  <tr key={retailer.retailerId}>
                    <th scope="row">{retailer.retailerName}</th>
                    <td>{amount('totalAtl', retailer.atlCents, t('brands.allocation.atl'))}</td>
                    <td>{amount('totalBtl', retailer.btlCents, t('brands.allocation.btl'))}</td>
                    <td>{atl === null || btl === null ? '' : <Money value={(atl + btl) / 100} />}</td>
                    {retailer.quarters.map((q) => {
                      const typedTotal =
                        atl !== null && btl !== null && atl + btl !== retailer.atlCents + retailer.btlCents
                          ? quartersOfTotal(atl + btl, shownBreakout)
                          : null;
                      return (
                        <td key={q.quarter}>
                          <Money value={(typedTotal ? typedTotal[q.quarter] : q.total) / 100} />
                          <small className="quarter-share">
                            {typedTotal ? shownBreakout[q.quarter] : Number(retailer.breakout[q.quarter])}%
                          </small>
                        </td>
                      );
                    })}
                    <td>
                      <Money value={(retailer.committedAtlCents + retailer.committedBtlCents) / 100} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {canEdit && (
        <div className="brand-allocation-actions">
          {reasonOpen && <small className="brand-allocation-locked">{t('brands.allocation.lockedWhileReason')}</small>}
          <Button
            type="button"
            label={t('brands.allocation.discard')}
            severity="secondary"
            disabled={Object.keys(edits).length === 0 || reasonOpen}
            onClick={() => setEdits({})}
          />
          <Button
            type="button"
            label={t('brands.allocation.submit')}
            disabled={changed.length === 0 || invalid || reasonOpen}
            onClick={() =>
              openSidePanel('edit-reason', {
                brandId: allocation.brandId,
                budgetYear: allocation.budgetYear,
                rows: changed,
                onSaved: () => dropSaved(changed),
              })
            }
          />
        </div>
      )}
      <Revisions revisions={allocation.revisions} />
    </>
  );
}
