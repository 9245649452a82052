import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useTranslation } from 'react-i18next';
import { errorsOf, FieldError, type FormErrors } from '../../../../components/forms';
import { emptyRecord, type FieldModel } from './fieldModel';
import { fieldLabel } from './labels';

interface RowsEditorProps {
  field: Extract<FieldModel, { type: 'rows' }>;
  rows: Record<string, unknown>[];
  onChange: (rows: Record<string, unknown>[]) => void;
  errors: FormErrors;
  idPrefix: string;
}

/** Rows of a list field (a retailer's account locations): one line per row, each cell with its own messages. */
export function RowsEditor({ field, rows, onChange, errors, idPrefix }: RowsEditorProps) {
  const { t } = useTranslation();
  const columns = field.columns.filter((c) => c.type === 'text');
  const setCell = (index: number, name: string, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [name]: value } : row)));
  return (
    <div className="rows-editor">
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.name} scope="col">
                {fieldLabel(t, c.name, field.name)}
                {c.required && (
                  <span className="required" aria-hidden>
                    *
                  </span>
                )}
              </th>
            ))}
            <th>
              <span className="sr-only">{t('admin.common.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {columns.map((c) => {
                const path = `${field.name}.${index}.${c.name}`;
                const messages = errorsOf(errors, path);
                const errorId = `${idPrefix}-${path.replace(/\./g, '-')}-error`;
                return (
                  <td key={c.name}>
                    <InputText
                      value={String(row[c.name] ?? '')}
                      onChange={(e) => setCell(index, c.name, e.target.value)}
                      maxLength={c.type === 'text' ? c.maxLength : undefined}
                      aria-label={`${fieldLabel(t, c.name, field.name)} ${index + 1}`}
                      invalid={messages.length > 0}
                      aria-describedby={messages.length ? errorId : undefined}
                    />
                    <FieldError id={errorId} messages={messages} />
                  </td>
                );
              })}
              <td>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  text
                  severity="danger"
                  aria-label={t('admin.common.removeRow', { number: index + 1 })}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length === 0 && <p className="rows-empty">{t('admin.common.noRows')}</p>}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('admin.common.addRow')}
        size="small"
        outlined
        onClick={() => onChange([...rows, emptyRecord(field.columns)])}
      />
    </div>
  );
}
