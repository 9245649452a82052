import useSWR from 'swr';
import type { ReferenceKindName } from '../../../../shared/reference/kinds';
import { getReference, useReferenceRecord, type ReferenceId, type ReferenceRecord } from './referenceApi';
import { referenceLabel } from './referenceLabel';

const NONE = new Map<ReferenceId, string>();

/** Labels of records by id, read once each through SWR (deduplicated across a page's rows). */
export function useReferenceLabels(
  kind: ReferenceKindName,
  ids: readonly ReferenceId[],
): Map<ReferenceId, string> | undefined {
  const sorted = [...new Set(ids)].sort();
  const { data } = useSWR(sorted.length ? ['reference-labels', kind, sorted] : null, ([, k, list]) =>
    Promise.all(
      (list as ReferenceId[]).map((id) =>
        getReference(k as ReferenceKindName, id).catch((): ReferenceRecord => ({ id, version: 0 })),
      ),
    ),
  );
  if (!sorted.length) return NONE;
  return data && new Map(data.map((record) => [record.id, referenceLabel(kind, record) || String(record.id)]));
}

/** The name of the record an id points at (a sector's name for `sectorId`), or the id while it loads. */
export function ReferenceName({ kind, id }: { kind: ReferenceKindName; id: ReferenceId | null | undefined }) {
  const { data } = useReferenceRecord(kind, id ?? null);
  if (id === null || id === undefined || id === '') return null;
  return <span>{data ? referenceLabel(kind, data) : String(id)}</span>;
}

/** The names of several records, comma-separated. */
export function ReferenceNames({ kind, ids }: { kind: ReferenceKindName; ids: readonly ReferenceId[] }) {
  const labels = useReferenceLabels(kind, ids);
  return <span>{ids.map((id) => labels?.get(id) ?? String(id)).join(', ')}</span>;
}
