import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { allocationMessages, defaultReasonId, reasonErrors } from '../../../../../shared/allocation/rules';
import { FieldError, FormMessages, errorsOf, useForm } from '../../../components/forms';
import { Money } from '../../../components/format';
import { ChangeIndicators, ReasonFields } from '../../../components/reason/ReasonFields';
import { useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { callRoute } from '../../../lib/api';
import { knownClaims } from '../../../../../shared/claims';
import { useHasClaim } from '../../../lib/claims';
import { translateMessage } from '../../../lib/i18n';
import type { AllocationReasonProps, SidePanelModeProps } from '../../../lib/sidePanel';
import { useRoute, writeThenRefresh } from '../../../lib/useRoute';
import { centsText, proposedTotals, useBrandAllocation } from '../api';
import { DEFAULT_BREAKOUT, setEnteredBreakout } from '../lib/typedQuarters';
import '../brands.css';

const quarters = ['q1', 'q2', 'q3', 'q4'] as const;
type Quarter = (typeof quarters)[number];
interface ReasonValues {
  changeDriver: string | null;
  changeReasonId: number | null;
  comment: string;
  createProgram: boolean;
  reviewBreakout: boolean;
  q1: string;
  q2: string;
  q3: string;
  q4: string;
}
const fieldNames = ['changeDriver', 'changeReasonId', 'comment', 'breakout'] as const;
const percentOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

/**
 * Reason For Editing (side panel mode edit-reason; spec 03 'Reason For Editing modal (allocation change)' and
 * 'Allocation change'): the net change of the typed allocation (total, ATL, BTL from `brands/change-indicators`),
 * the driver, reason (starting on the default reason) and comments, Create Incremental Program when the server
 * offers it, the quarterly breakout (Set % must total 100) and its grid; Submit Changes saves
 * (`brands/save-allocation/{brandId}`) then asks the indicators again with submit=1, closing asks them with
 * cancel=1. A 409 reloads the allocation, keeping what was typed.
 */
export default function AllocationReason({
  props,
  close,
  openInstead,
}: Pick<SidePanelModeProps, 'close' | 'openInstead'> & { props: AllocationReasonProps }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const { brandId, budgetYear, rows } = props;
  const allocation = useBrandAllocation(brandId, budgetYear);
  const drivers = useRoute('brands.changeDriver');
  const reasons = useRoute('brands.changeReasons');
  const saved = useRef(false);
  const showDriver = (drivers.data ?? []).some((d) => d.showChangeDriver);
  const form = useForm<ReasonValues>({
    initial: {
      changeDriver: null,
      changeReasonId: null,
      comment: '',
      createProgram: false,
      reviewBreakout: false,
      q1: '25',
      q2: '25',
      q3: '25',
      q4: '25',
    },
    fieldNames,
    live: true,
    invalidMessage: allocationMessages.validationFailed,
    check: (v) => {
      const fields = reasonErrors({
        showChangeDriver: showDriver,
        changeDriver: v.changeDriver,
        changeReasonId: v.changeReasonId,
        comment: v.comment,
        percentEntryEnabled: v.reviewBreakout,
        percents: { q1: percentOf(v.q1), q2: percentOf(v.q2), q3: percentOf(v.q3), q4: percentOf(v.q4) },
      });
      return Object.keys(fields).length
        ? { fields, general: [allocationMessages.validationFailed] }
        : { fields: {}, general: [] };
    },
  });
  const v = form.values;
  const totals = allocation.data ? proposedTotals(allocation.data, rows) : null;
  const percents = Object.fromEntries(quarters.map((q) => [q, percentOf(v[q])])) as Record<Quarter, number>;
  const percentsRead = quarters.every((q) => Number.isFinite(percents[q]));
  // The allocation page's quarter cells follow the breakout being entered (the default split until one is).
  const entered = v.reviewBreakout && percentsRead ? percents : DEFAULT_BREAKOUT;
  const enteredKey = quarters.map((q) => entered[q]).join('/');
  useEffect(() => {
    setEnteredBreakout({ brandId, percents: entered });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `enteredKey` names the percents
  }, [brandId, enteredKey]);
  useEffect(() => () => setEnteredBreakout(null), []);
  const indicators = useRoute(
    'brands.changeIndicators',
    totals
      ? {
          query: {
            brandId,
            budgetYear,
            totalAtl: centsText(totals.atl),
            totalBtl: centsText(totals.btl),
            quarterlyBreakoutIsShown: v.reviewBreakout ? '1' : '0',
            ...(v.reviewBreakout && percentsRead ? percents : {}),
          },
        }
      : null,
    { keepPreviousData: true },
  );

  // Closing without saving asks the indicators with cancel=1 (spec 03, section 4).
  useEffect(
    () => () => {
      if (!saved.current)
        void callRoute('brands.changeIndicators', { query: { brandId, budgetYear, cancel: '1' } }).catch(
          () => undefined,
        );
    },
    [brandId, budgetYear],
  );
  // The change starts on the default reason once the reasons are read (the user may pick another).
  const defaultReason = reasons.data ? defaultReasonId(reasons.data) : null;
  const defaulted = useRef(false);
  // Yes to Create Incremental Program opens the new program panel: offered to whoever may create one.
  const mayCreatePrograms = useHasClaim(knownClaims.createPlaceholder);
  const { change } = form;
  useEffect(() => {
    if (defaulted.current || defaultReason === null) return;
    defaulted.current = true;
    change('changeReasonId', defaultReason);
  }, [defaultReason, change]);
  // Someone else changed the allocation: read it again; what was typed here and on the page stays.
  const reload = allocation.mutate;
  useEffect(() => {
    if (form.stale) void reload();
  }, [form.stale, reload]);

  if (allocation.error || drivers.error || reasons.error)
    return <Message severity="error" text={t('brands.reason.loadFailed')} />;
  if (!allocation.data || !drivers.data || !reasons.data) return <PageSpinner />;
  const data = allocation.data;
  const driverList = drivers.data.filter((d) => d.showChangeDriver).map((d) => d.changeDriverName);
  const reasonList = reasons.data
    .filter((r) => r.showChangeReason)
    .map((r) => ({ value: r.changeReasonId, label: r.changeReasonDesc }));
  const breakoutShown = indicators.data?.quarterlyBreakoutIsShown ?? v.reviewBreakout;
  const offerIncremental = (indicators.data?.createProgramRadioIsShown ?? false) && mayCreatePrograms;
  const percentTotal = quarters.reduce((sum, q) => sum + (Number.isFinite(percents[q]) ? percents[q] : 0), 0);
  const breakoutWrong = v.reviewBreakout && (!percentsRead || percentTotal !== 100);

  const submit = async () => {
    let sent = false;
    const ok = await form.submit(undefined, () => {
      sent = true;
      return writeThenRefresh(['brands.allocation'], 'brands.saveAllocation', {
        params: { brandId },
        body: {
          budgetYear,
          version: data.version,
          // A field not typed is sent as saved now (after a 409's reload, the other change's amount).
          brandAllocation: rows.map((row) => {
            const saved = data.retailers.find((r) => r.retailerId === row.retailerId);
            return {
              retailerId: row.retailerId,
              brandRetailerAllocationId: saved?.brandRetailerAllocationId,
              totalAtl: row.totalAtl ?? centsText(saved?.atlCents ?? 0),
              totalBtl: row.totalBtl ?? centsText(saved?.btlCents ?? 0),
              ...(v.reviewBreakout ? { breakout: percents } : {}),
            };
          }),
          changeDriver: v.changeDriver,
          changeReasonId: v.changeReasonId ?? 0,
          comment: v.comment.trim(),
          changeIndicator: { createProgram: v.createProgram },
        },
      });
    });
    if (!ok) {
      // The check's messages are beside the fields; a refused save also says so in the message box (spec text).
      if (sent) box.danger([t('brands.spec.saveFailed')]);
      return;
    }
    saved.current = true;
    void callRoute('brands.changeIndicators', { query: { brandId, budgetYear, submit: '1' } }).catch(() => undefined);
    props.onSaved?.();
    if (offerIncremental && v.createProgram) {
      // Yes: the increase gets its program now; the new program panel takes this panel's place.
      box.success([t('brands.spec.saved'), t('brands.reason.incrementalNext')]);
      openInstead('create-campaign', { mode: 'placeholder' });
    } else {
      box.success(t('brands.spec.saved'));
      close();
    }
  };

  const yesNo = (name: 'createProgram' | 'reviewBreakout', label: string) => (
    <fieldset className="field">
      <legend>{label}</legend>
      {([true, false] as const).map((answer) => (
        <span key={String(answer)} className="radio">
          <RadioButton
            inputId={`${name}-${answer}`}
            name={name}
            checked={v[name] === answer}
            onChange={() => form.change(name, answer)}
          />
          <label htmlFor={`${name}-${answer}`}>{t(answer ? 'brands.reason.yes' : 'brands.reason.no')}</label>
        </span>
      ))}
    </fieldset>
  );

  return (
    <form
      className="edit-reason-mode"
      aria-label={t('brands.reason.title')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3>{t('brands.reason.title')}</h3>
      <p>
        {data.brandName} {budgetYear}
      </p>
      <ChangeIndicators change={indicators.data} />
      <ReasonFields
        errors={form.errors}
        drivers={driverList}
        changeDriver={v.changeDriver}
        onDriver={(driver) => form.change('changeDriver', driver)}
        reasons={reasonList}
        changeReasonId={v.changeReasonId}
        onReason={(reasonId) => form.change('changeReasonId', reasonId)}
        comment={form.bind('comment')}
      />
      {offerIncremental && yesNo('createProgram', t('brands.reason.createProgram'))}
      {yesNo('reviewBreakout', t('brands.reason.reviewBreakout'))}
      {breakoutShown && (
        <>
          <div className="edit-reason-percents">
            {quarters.map((q) => (
              <div className="field" key={q}>
                <label htmlFor={`breakout-${q}`}>
                  {t('brands.reason.setPercent', { quarter: t(`brands.quarters.${q}`) })}
                </label>
                <InputText
                  id={`breakout-${q}`}
                  value={v[q]}
                  inputMode="numeric"
                  invalid={breakoutWrong}
                  aria-describedby="breakout-error"
                  onChange={(e) => {
                    form.change(q, e.target.value);
                    form.clearField('breakout');
                  }}
                />
              </div>
            ))}
          </div>
          <FieldError
            id="breakout-error"
            messages={breakoutWrong ? [allocationMessages.breakoutTotal] : errorsOf(form.errors, 'breakout')}
          />
          <table className="edit-reason-grid" data-testid="quarterly-grid">
            <thead>
              <tr>
                <th scope="col" />
                <th scope="col">{t('brands.allocation.atl')}</th>
                <th scope="col">{t('brands.allocation.btl')}</th>
                <th scope="col">{t('brands.reason.totalColumn')}</th>
              </tr>
            </thead>
            <tbody>
              {(indicators.data?.quarters ?? []).map((q) => (
                <tr key={q.quarter}>
                  <th scope="row">{t(`brands.quarters.${q.quarter}`)}</th>
                  <td>
                    <Money value={q.atl / 100} />
                  </td>
                  <td>
                    <Money value={q.btl / 100} />
                  </td>
                  <td>
                    <Money value={q.total / 100} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <FormMessages messages={form.errors.general.map((m) => translateMessage(t, m))}>
        {form.stale && <p>{t('brands.reason.reloaded')}</p>}
      </FormMessages>
      <div className="form-actions">
        <Button type="button" label={t('brands.reason.cancel')} severity="secondary" onClick={close} />
        <Button
          type="submit"
          label={t('brands.reason.submit')}
          loading={form.saving}
          disabled={form.saving || breakoutWrong || totals === null}
        />
      </div>
    </form>
  );
}
