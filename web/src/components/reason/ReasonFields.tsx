import './reason.css';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import type { ChangeSign } from '../../../../shared/allocation/rules';
import { Field, TextInputField, errorsOf, type FormErrors } from '../forms';
import { Money } from '../format';
import { changeDriverText, changeReasonText } from '../../lib/changeReasonTexts';

/**
 * The pieces of Reason For Editing both of its variants show (spec 03 'Reason For Editing modal (allocation
 * change)', spec 02 'Reason For Editing modal (budget change)'): the net change indicators and the Change Driver,
 * Change Reason and Change Comments fields. The allocation change (brands, edit-reason) adds the breakout; the
 * program's Revise Budget uses these alone.
 */
export interface NetChange {
  totalNetChange: number;
  atlNetChange: number;
  btlNetChange: number;
  totalSign: ChangeSign;
  atlSign: ChangeSign;
  btlSign: ChangeSign;
}

const signClass = (s: ChangeSign | undefined) =>
  s === 'positive'
    ? 'pi pi-arrow-up indicator-positive'
    : s === 'negative'
      ? 'pi pi-arrow-down indicator-negative'
      : 'pi pi-minus';

/** Total, ATL and BTL net change (cents) with the sign's icon; blank while not known yet. */
export function ChangeIndicators({ change }: { change: NetChange | undefined }) {
  const { t } = useTranslation();
  const indicator = (label: string, cents: number | undefined, s: ChangeSign | undefined) => (
    <div className="edit-reason-indicator">
      <span>{label}</span> <i role="img" className={signClass(s)} aria-label={t(`brands.reason.sign.${s ?? 'none'}`)} />{' '}
      <Money value={cents === undefined ? null : cents / 100} />
    </div>
  );
  return (
    <div className="edit-reason-indicators" data-testid="change-indicators">
      {indicator(t('brands.reason.totalChange'), change?.totalNetChange, change?.totalSign)}
      {indicator(t('brands.reason.atlChange'), change?.atlNetChange, change?.atlSign)}
      {indicator(t('brands.reason.btlChange'), change?.btlNetChange, change?.btlSign)}
    </div>
  );
}

interface ReasonFieldsProps {
  errors: FormErrors;
  /** Drivers show when the server offers any (then one is required). */
  drivers: string[];
  changeDriver: string | null;
  onDriver: (driver: string) => void;
  reasons: { value: number; label: string }[];
  changeReasonId: number | null;
  onReason: (reasonId: number) => void;
  /** 'Net' when the change spans several brands (spec 02), otherwise Change Reason. */
  reasonLabel?: string;
  reasonRequired?: boolean;
  comment: { value: string; onChange: (value: string) => void; messages: readonly string[] };
}

/** Change Driver, Change Reason and Change Comments (comments always required). */
export function ReasonFields(props: ReasonFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      {props.drivers.length > 0 && (
        <Field
          id="change-driver"
          label={t('brands.reason.driver')}
          required
          messages={errorsOf(props.errors, 'changeDriver')}
        >
          {(f) => (
            <Dropdown
              inputId={f.id}
              value={props.changeDriver}
              options={props.drivers.map((driver) => ({ value: driver, label: changeDriverText(t, driver) }))}
              onChange={(e) => props.onDriver(e.value as string)}
              invalid={f.invalid}
              aria-describedby={f.describedBy}
              placeholder={t('brands.reason.choose')}
            />
          )}
        </Field>
      )}
      <Field
        id="change-reason"
        label={props.reasonLabel ?? t('brands.reason.reason')}
        required={props.reasonRequired ?? true}
        messages={errorsOf(props.errors, 'changeReasonId')}
      >
        {(f) => (
          <Dropdown
            inputId={f.id}
            value={props.changeReasonId}
            options={props.reasons.map((reason) => ({ ...reason, label: changeReasonText(t, reason.label) }))}
            onChange={(e) => props.onReason(e.value as number)}
            invalid={f.invalid}
            aria-describedby={f.describedBy}
            placeholder={t('brands.reason.choose')}
          />
        )}
      </Field>
      <TextInputField
        id="change-comments"
        label={t('brands.reason.comments')}
        required
        rows={3}
        maxLength={2000}
        {...props.comment}
      />
    </>
  );
}
