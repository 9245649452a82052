import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { referenceKinds, type ReferenceKindName } from '../../../../../../shared/reference/kinds';
import { formatDate } from '../../../../components/format';
import {
  ReferenceName,
  ReferenceNames,
  type ReferenceId,
  type ReferenceRecord,
} from '../../../../components/reference';
import type { FieldModel } from './fieldModel';
import { choiceLabel, fieldLabel, kindLabel } from './labels';

/** A field's value as text in a cell or the detail (references by name, dates as MM/DD/YYYY). */
export function FieldValue({
  kind,
  field,
  record,
}: {
  kind: ReferenceKindName;
  field: FieldModel;
  record: ReferenceRecord;
}) {
  const { t } = useTranslation();
  const value = record[field.name];
  switch (field.type) {
    case 'boolean':
      return value ? (
        <i role="img" className="pi pi-check" aria-label={t('admin.common.yes')} />
      ) : (
        <span className="sr-only">{t('admin.common.no')}</span>
      );
    case 'date':
      return <>{formatDate(value as string)}</>;
    case 'reference':
      return field.multiple ? (
        <ReferenceNames kind={field.target} ids={(value as ReferenceId[] | undefined) ?? []} />
      ) : (
        <ReferenceName kind={field.target} id={value as ReferenceId | null} />
      );
    case 'choice':
      return (
        <>{value === null || value === undefined ? '' : choiceLabel(t, kind, field.name, value as string | number)}</>
      );
    case 'tags':
      return <>{((value as string[] | undefined) ?? []).join(', ')}</>;
    case 'rows':
      return null;
    default:
      return <>{value === null || value === undefined ? '' : String(value)}</>;
  }
}

/** The detail of a row: its lists (brands, account locations), the fields not in the columns, and who uses it. */
export function RecordDetail({
  kind,
  fields,
  record,
}: {
  kind: ReferenceKindName;
  fields: readonly FieldModel[];
  record: ReferenceRecord;
}) {
  const { t } = useTranslation();
  const usage = Object.entries(record.usage ?? {}).filter(([, count]) => count > 0);
  return (
    <dl className="record-detail">
      {fields
        .filter((f) => f.type !== 'kept' && f.type !== 'picture')
        .map((field) =>
          field.type === 'rows' ? (
            <div key={field.name} className="wide">
              <dt>{fieldLabel(t, field.name)}</dt>
              <dd>
                {((record[field.name] as Record<string, unknown>[] | undefined) ?? []).length === 0 ? (
                  t('admin.common.none')
                ) : (
                  <ul>
                    {(record[field.name] as Record<string, unknown>[]).map((row, i) => (
                      <li key={i}>
                        {field.columns
                          .map((c) => row[c.name])
                          .filter((v) => v !== undefined && v !== null && v !== '')
                          .join(' · ')}
                      </li>
                    ))}
                  </ul>
                )}
              </dd>
            </div>
          ) : (
            <div key={field.name}>
              <dt>{fieldLabel(t, field.name)}</dt>
              <dd>
                <FieldValue kind={kind} field={field} record={record} />
              </dd>
            </div>
          ),
        )}
      {kind === 'brand' && (
        <div>
          <dt>{t('brands.allocation.link')}</dt>
          <dd>
            <Link to={`/brandallocation/${String(record.id)}`}>{t('brands.allocation.title')}</Link>
          </dd>
        </div>
      )}
      <div>
        <dt>{t('admin.reference.usedBy')}</dt>
        <dd>
          {usage.length === 0
            ? t('admin.reference.unused')
            : usage
                .map(([user, count]) =>
                  user in referenceKinds
                    ? `${count} ${kindLabel(t, user as ReferenceKindName, count !== 1, true)}`
                    : `${count} ${user}`,
                )
                .join(', ')}
        </dd>
      </div>
    </dl>
  );
}
