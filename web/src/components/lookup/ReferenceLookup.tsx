import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceKindName } from '../../../../shared/reference/kinds';
import { listReference, useReferenceRecord, type ReferenceId, type ReferenceRecord } from '../reference/referenceApi';
import { useReferenceLabels } from '../reference/ReferenceName';
import { referenceLabel, referenceLookupSort } from '../reference/referenceLabel';
import { Lookup, type LookupOption } from './Lookup';

interface Common {
  kind: ReferenceKindName;
  /** Narrows the matches, e.g. `{ sectorId: 3 }` for the sub-sectors of one sector. */
  filter?: Record<string, string | number | undefined>;
  /** Only active entries (for choosing; an edit form still shows an inactive one already chosen). */
  activeOnly?: boolean;
  inputId?: string;
  placeholder?: string;
  invalid?: boolean;
  disabled?: boolean;
  'aria-describedby'?: string;
}
type Single = Common & {
  multiple?: false;
  value: ReferenceId | null | undefined;
  onChange: (id: ReferenceId | null) => void;
};
type Multiple = Common & { multiple: true; value: ReferenceId[]; onChange: (ids: ReferenceId[]) => void };
export type ReferenceLookupProps = Single | Multiple;

/** The spec's 'X not found.' text of a kind's lookup ('Brands not found.', 'Retailers not found.', else 'Items not found.'). */
export function useNotFoundText(kind: string): string {
  const { t } = useTranslation();
  return t([`widgets.lookup.notFound.${kind}`, 'widgets.lookup.notFound.items']);
}

/** Labels of chosen ids: those picked in this session, else read once each. */
function useLabels(kind: ReferenceKindName, ids: ReferenceId[], known: Map<ReferenceId, string>) {
  const read = useReferenceLabels(
    kind,
    ids.filter((id) => !known.has(id)),
  );
  return useMemo(() => new Map([...(read ?? []), ...known]), [read, known]);
}

/** A typeahead over one reference kind's list route; the value is the chosen id (or ids). */
export function ReferenceLookup(props: ReferenceLookupProps) {
  const { kind, filter, activeOnly } = props;
  const notFound = useNotFoundText(kind);
  const [picked, setPicked] = useState(() => new Map<ReferenceId, string>());
  const filterKey = JSON.stringify(filter ?? {});
  const load = useCallback(
    (request: { searchTerm: string; pageIndex: number; pageSize: number }) =>
      listReference(kind, {
        ...(JSON.parse(filterKey) as Record<string, string | number | undefined>),
        pageIndex: request.pageIndex,
        pageSize: request.pageSize,
        ...(request.searchTerm ? { searchTerm: request.searchTerm } : {}),
        sortBy: referenceLookupSort(kind),
        sortDirection: 'asc',
        ...(activeOnly ? { active: 'true' as const } : {}),
      }),
    [kind, filterKey, activeOnly],
  );
  const toOption = useCallback(
    (record: ReferenceRecord): LookupOption => ({ key: record.id, label: referenceLabel(kind, record) }),
    [kind],
  );
  const remember = (options: LookupOption[]) =>
    setPicked((current) => {
      const next = new Map(current);
      options.forEach((o) => next.set(o.key, o.label));
      return next;
    });

  const single = props.multiple ? null : (props.value ?? null);
  const { data: singleRecord } = useReferenceRecord(kind, single !== null && !picked.has(single) ? single : null);
  const ids = props.multiple ? props.value : [];
  const labels = useLabels(kind, ids, picked);

  const common = {
    load,
    toOption,
    notFound,
    inputId: props.inputId,
    placeholder: props.placeholder,
    invalid: props.invalid,
    disabled: props.disabled,
    'aria-describedby': props['aria-describedby'],
  };
  if (props.multiple) {
    const { onChange } = props;
    return (
      <Lookup
        {...common}
        multiple
        value={ids.map((id) => ({ key: id, label: labels.get(id) ?? '…' }))}
        onChange={(options) => {
          remember(options);
          onChange(options.map((o) => o.key));
        }}
      />
    );
  }
  const { onChange } = props;
  const label = single === null ? '' : (picked.get(single) ?? (singleRecord ? referenceLabel(kind, singleRecord) : ''));
  return (
    <Lookup
      {...common}
      value={single === null ? null : { key: single, label: label || String(single) }}
      onChange={(option) => {
        if (option) remember([option]);
        onChange(option ? option.key : null);
      }}
    />
  );
}
