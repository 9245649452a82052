import { Dropdown } from 'primereact/dropdown';
import { addressFieldNames, type AddressField } from '../../../../../shared/delivery/rules';
import { InputText } from 'primereact/inputtext';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, errorsOf, type FormErrors } from '../../../components/forms';
import { Lookup, type LookupOption } from '../../../components/lookup';
import {
  listReference,
  referenceLabel,
  useReferenceList,
  useReferenceRecord,
  type ReferenceRecord,
} from '../../../components/reference';

/** The address of a shipping location as the forms hold it: text as typed. */
export interface AddressValues {
  attention: string;
  companyName: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
}
export type { AddressField };

export const emptyAddress = (): AddressValues => ({
  attention: '',
  companyName: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  phone: '',
});

export function addressValuesOf(location: Partial<Record<AddressField, string | null | undefined>>): AddressValues {
  return Object.fromEntries(addressFieldNames.map((f) => [f, location[f] ?? ''])) as unknown as AddressValues;
}

/** The body fields: trimmed, blank optional text sent as null so the server clears it. */
export function addressBodyOf(values: AddressValues) {
  return Object.fromEntries(
    addressFieldNames.map((f) => [f, values[f].trim() === '' ? null : values[f].trim()]),
  ) as Record<AddressField, string | null>;
}

const STATES_PAGE_SIZE = 1000;

/** The country typeahead (countries reference data), with the spec's 'country not found.'. */
function CountryLookup(props: {
  inputId: string;
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const { data: record } = useReferenceRecord('country', props.value || null);
  const load = useCallback(
    (request: { searchTerm: string; pageIndex: number; pageSize: number }) =>
      listReference('country', {
        pageIndex: request.pageIndex,
        pageSize: request.pageSize,
        sortBy: 'name',
        sortDirection: 'asc',
        ...(request.searchTerm ? { searchTerm: request.searchTerm } : {}),
      }),
    [],
  );
  const toOption = useCallback(
    (r: ReferenceRecord<'country'>): LookupOption => ({ key: r.countryCode, label: referenceLabel('country', r) }),
    [],
  );
  const value = props.value
    ? { key: props.value, label: record ? referenceLabel('country', record) : props.value }
    : null;
  return (
    <Lookup
      inputId={props.inputId}
      load={load}
      toOption={toOption}
      notFound={t('delivery.lookup.countryNotFound')}
      value={value}
      onChange={(option) => props.onChange(option ? String(option.key) : '')}
      invalid={props.invalid}
      disabled={props.disabled}
      aria-describedby={props.describedBy}
    />
  );
}

/** The state select, with a blank option, narrowed to the chosen country's states. */
function StateSelect(props: {
  inputId: string;
  country: string;
  value: string;
  onChange: (code: string) => void;
  invalid: boolean;
  disabled?: boolean;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  const { data } = useReferenceList(
    'state',
    {
      pageIndex: 0,
      pageSize: STATES_PAGE_SIZE,
      sortBy: 'name',
      sortDirection: 'asc',
      ...(props.country ? { countryCode: props.country } : {}),
    },
    { revalidateOnFocus: false },
  );
  const options = useMemo(() => {
    const states = (data?.items ?? []).map((r) => ({
      value: r.stateCode,
      label: referenceLabel('state', r),
    }));
    // A stored code the list does not have (another country's, or an old one) still shows as chosen.
    if (props.value && !states.some((s) => s.value === props.value))
      states.unshift({ value: props.value, label: props.value });
    return [{ value: '', label: t('delivery.address.noState') }, ...states];
  }, [data, props.value, t]);
  return (
    <Dropdown
      inputId={props.inputId}
      value={props.value}
      options={options}
      // Named, so the blank option gives '' (without it PrimeReact hands over the option object for an empty value).
      optionValue="value"
      onChange={(e) => props.onChange(typeof e.value === 'string' ? e.value : '')}
      filter
      filterBy="label"
      emptyFilterMessage={t('delivery.lookup.stateNotFound')}
      emptyMessage={t('delivery.lookup.stateNotFound')}
      invalid={props.invalid}
      disabled={props.disabled}
      aria-describedby={props.describedBy}
      className="delivery-state-select"
    />
  );
}

/** The address fields of the create form and of the Edit Address modal, each with its messages under it. */
export function AddressFields(props: {
  idPrefix: string;
  values: AddressValues;
  onChange: (field: AddressField, value: string) => void;
  errors: FormErrors;
  variant: 'create' | 'edit';
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { idPrefix, values, onChange, errors, variant, disabled } = props;
  const id = (field: AddressField) => `${idPrefix}-${field}`;
  const label = (field: AddressField) =>
    t(variant === 'edit' ? `delivery.address.editLabels.${field}` : `delivery.address.labels.${field}`);
  const messageId = (field: AddressField) => `${id(field)}-error`;
  const field = (name: AddressField, input: React.ReactNode, wide = false) => (
    <div className={`delivery-field${wide ? ' delivery-field-wide' : ''}`} key={name}>
      <label htmlFor={id(name)}>{label(name)}</label>
      {input}
      <FieldError id={messageId(name)} messages={errorsOf(errors, name)} />
    </div>
  );
  const text = (name: AddressField, wide = false, autoComplete?: string) =>
    field(
      name,
      <InputText
        id={id(name)}
        value={values[name]}
        onChange={(e) => onChange(name, e.target.value)}
        invalid={errorsOf(errors, name).length > 0}
        aria-describedby={errorsOf(errors, name).length ? messageId(name) : undefined}
        disabled={disabled}
        autoComplete={autoComplete}
      />,
      wide,
    );
  return (
    <div className="delivery-address-grid">
      {text('attention', false, 'off')}
      {text('companyName', false, 'organization')}
      {text('address1', true, 'address-line1')}
      {text('address2', true, 'address-line2')}
      {text('city', false, 'address-level2')}
      {field(
        'state',
        <StateSelect
          inputId={id('state')}
          country={values.country}
          value={values.state}
          onChange={(code) => onChange('state', code)}
          invalid={errorsOf(errors, 'state').length > 0}
          disabled={disabled}
          describedBy={errorsOf(errors, 'state').length ? messageId('state') : undefined}
        />,
      )}
      {text('zip', false, 'postal-code')}
      {field(
        'country',
        <CountryLookup
          inputId={id('country')}
          value={values.country}
          onChange={(code) => onChange('country', code)}
          invalid={errorsOf(errors, 'country').length > 0}
          disabled={disabled}
          describedBy={errorsOf(errors, 'country').length ? messageId('country') : undefined}
        />,
      )}
      {text('phone', false, 'tel')}
    </div>
  );
}
