import { Chips } from 'primereact/chips';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useTranslation } from 'react-i18next';
import type { ReferenceKindName } from '../../../../../../shared/reference/kinds';
import { DateInput } from '../../../../components/format';
import { CheckboxField, errorsOf, FieldError, type FormErrors } from '../../../../components/forms';
import { ReferenceLookup } from '../../../../components/lookup';
import type { ReferenceId } from '../../../../components/reference';
import type { FieldModel } from './fieldModel';
import { choiceLabel, fieldLabel } from './labels';
import { RowsEditor } from './RowsEditor';

interface ReferenceFieldProps {
  kind: ReferenceKindName;
  field: FieldModel;
  values: Record<string, unknown>;
  onChange: (name: string, value: unknown) => void;
  errors: FormErrors;
  /** An existing record: its code (countries, states) cannot change. */
  editing: boolean;
  idPrefix: string;
  /** Told when the user leaves the field (the tactic form checks the SKU then). */
  onBlur?: (name: string) => void;
}

/** One field of a reference record's form, its input made from the field's declaration, with its messages. */
export function ReferenceField({
  kind,
  field,
  values,
  onChange,
  errors,
  editing,
  idPrefix,
  onBlur,
}: ReferenceFieldProps) {
  const { t } = useTranslation();
  // A picture is uploaded by its own field (ReferencePicture), which knows the record it belongs to.
  if (field.type === 'kept' || field.type === 'picture') return null;
  const id = `${idPrefix}-${field.name}`;
  const errorId = `${id}-error`;
  const messages = errorsOf(errors, field.name);
  const invalid = messages.length > 0;
  const describedBy = invalid ? errorId : undefined;
  const value = values[field.name];
  const set = (next: unknown) => onChange(field.name, next);
  const label = fieldLabel(t, field.name);

  if (field.type === 'boolean') {
    return <CheckboxField id={id} label={label} checked={value === true} onChange={set} messages={messages} />;
  }

  let input: React.ReactNode;
  switch (field.type) {
    case 'text':
      input = field.multiline ? (
        <InputTextarea
          id={id}
          value={String(value ?? '')}
          onChange={(e) => set(e.target.value)}
          maxLength={field.maxLength}
          rows={3}
          autoResize
          invalid={invalid}
          aria-describedby={describedBy}
        />
      ) : (
        <InputText
          id={id}
          type={field.email ? 'email' : 'text'}
          value={String(value ?? '')}
          onChange={(e) => set(e.target.value)}
          onBlur={onBlur ? () => onBlur(field.name) : undefined}
          maxLength={field.maxLength}
          invalid={invalid}
          aria-describedby={describedBy}
          aria-required={field.required}
        />
      );
      break;
    case 'code':
      input = (
        <InputText
          id={id}
          value={String(value ?? '')}
          onChange={(e) => set(e.target.value.toUpperCase())}
          maxLength={field.maxLength}
          disabled={editing}
          invalid={invalid}
          aria-describedby={describedBy}
          aria-required
        />
      );
      break;
    case 'number':
      input = (
        <InputNumber
          inputId={id}
          value={typeof value === 'number' ? value : null}
          onValueChange={(e) => set(e.value ?? null)}
          useGrouping={false}
          min={field.min}
          max={field.max}
          minFractionDigits={field.integer ? 0 : 2}
          maxFractionDigits={field.integer ? 0 : 2}
          invalid={invalid}
          aria-describedby={describedBy}
        />
      );
      break;
    case 'date':
      input = (
        <DateInput
          inputId={id}
          value={(value as string | null) ?? null}
          onChange={set}
          invalid={invalid}
          showInvalidMessage={false}
          aria-describedby={describedBy}
        />
      );
      break;
    case 'choice':
      input = (
        <Dropdown
          inputId={id}
          value={value}
          options={field.options.map((option) => ({ value: option, label: choiceLabel(t, kind, field.name, option) }))}
          onChange={(e) => set(e.value ?? null)}
          showClear={!field.required}
          placeholder={t('admin.common.choose')}
          invalid={invalid}
          aria-describedby={describedBy}
        />
      );
      break;
    case 'reference': {
      const filter = Object.fromEntries(
        field.filterBy.map((f) => [f.param, (values[f.field] as string | number | null) ?? undefined]),
      );
      input = field.multiple ? (
        <ReferenceLookup
          kind={field.target}
          multiple
          inputId={id}
          value={(value as ReferenceId[] | null) ?? []}
          onChange={set}
          activeOnly
          invalid={invalid}
          aria-describedby={describedBy}
        />
      ) : (
        <ReferenceLookup
          kind={field.target}
          inputId={id}
          value={(value as ReferenceId | null) ?? null}
          onChange={set}
          filter={filter}
          activeOnly
          invalid={invalid}
          aria-describedby={describedBy}
        />
      );
      break;
    }
    case 'tags':
      input = (
        <Chips
          inputId={id}
          value={(value as string[] | null) ?? []}
          onChange={(e) => set(e.value ?? [])}
          separator=","
          allowDuplicate={false}
          invalid={invalid}
          aria-describedby={describedBy}
        />
      );
      break;
    case 'rows':
      return (
        <div className="field wide">
          <span className="field-label" id={`${id}-label`}>
            <strong>{label}</strong>
          </span>
          <RowsEditor
            field={field}
            rows={(value as Record<string, unknown>[] | null) ?? []}
            onChange={set}
            errors={errors}
            idPrefix={idPrefix}
          />
          <FieldError id={errorId} messages={messages} />
        </div>
      );
  }

  const wide =
    (field.type === 'text' && field.multiline) ||
    (field.type === 'reference' && field.multiple) ||
    field.type === 'tags';
  return (
    <div className={wide ? 'field wide' : 'field'}>
      <label htmlFor={id}>
        {label}
        {field.required && (
          <span className="required" aria-hidden>
            *
          </span>
        )}
      </label>
      {input}
      <FieldError id={errorId} messages={messages} />
    </div>
  );
}
