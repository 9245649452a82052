import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { referencePaths } from '../../../../shared/contract/routes/reference';
import type { PagedResult } from '../../../../shared/contract/wrapper';
import {
  referenceKinds,
  type AnyReferenceRecord,
  type ReferenceKindName,
  type ReferenceRecordOf,
} from '../../../../shared/reference/kinds';
import { callRoute, type ApiError } from '../../lib/api';

/**
 * Reference data through the generic routes the contract makes per kind (`reference.<kind>.<operation>`). The
 * contract builds those routes in a loop and types them as plain route definitions, so the API client cannot
 * type their input or answer: the shapes are stated here once, and the server validates every input.
 */
export type ReferenceId = number | string;
/**
 * A record of a kind, typed from the kind's declaration (`ReferenceRecord<'tactic'>['unitCost']` is a number); a
 * record of a kind known only at run time (the admin screens, lookups) is read field by field.
 */
export type ReferenceRecord<K extends ReferenceKindName = ReferenceKindName> = [ReferenceKindName] extends [K]
  ? AnyReferenceRecord
  : ReferenceRecordOf<K>;

export interface ReferenceListQuery {
  pageIndex: number;
  pageSize: number;
  searchTerm?: string;
  sortBy?: string;
  sortDirection?: 'asc' | 'desc';
  active?: 'true' | 'false';
  [filter: string]: string | number | undefined;
}

type LooseInput = { params?: object; query?: object; body?: unknown };
const callReferenceRoute = callRoute as unknown as (name: string, input?: LooseInput) => Promise<unknown>;

export const isReferenceKind = (kind: string | undefined): kind is ReferenceKindName =>
  kind !== undefined && Object.prototype.hasOwnProperty.call(referenceKinds, kind);

export const listReference = <K extends ReferenceKindName>(kind: K, query: ReferenceListQuery) =>
  callReferenceRoute(`reference.${kind}.list`, { query }) as Promise<PagedResult<ReferenceRecord<K>>>;

export const getReference = <K extends ReferenceKindName>(kind: K, id: ReferenceId) =>
  callReferenceRoute(`reference.${kind}.get`, { params: { id } }) as Promise<ReferenceRecord<K>>;

/**
 * Creates (no id or version) or updates (the id and the version read): through the kind's PUT route where the
 * spec has one, else its POST, which takes both.
 */
export function saveReference(kind: ReferenceKindName, body: Record<string, unknown>): Promise<ReferenceRecord> {
  const updating = body.version !== undefined;
  const route =
    updating && referencePaths[kind].update
      ? (`reference.${kind}.update` as const)
      : (`reference.${kind}.save` as const);
  return callReferenceRoute(route, { body }) as Promise<ReferenceRecord>;
}

export const deleteReference = (kind: ReferenceKindName, id: ReferenceId) =>
  callReferenceRoute(`reference.${kind}.delete`, { params: { id } }) as Promise<{ deleted: true }>;

const fetchReference = ([name, input]: readonly [string, LooseInput]) => callReferenceRoute(name, input);

/** A kind's list page through SWR, under the same key shape as `useRoute` (route name, input). */
export const useReferenceList = <K extends ReferenceKindName>(
  kind: K,
  query: ReferenceListQuery | null,
  config?: SWRConfiguration,
) =>
  useSWR(
    query === null ? null : ([`reference.${kind}.list`, { query }] as const),
    fetchReference,
    config,
  ) as SWRResponse<PagedResult<ReferenceRecord<K>>, ApiError>;

/** One record through SWR; nothing is asked while the id is unknown. */
export const useReferenceRecord = <K extends ReferenceKindName>(
  kind: K,
  id: ReferenceId | null | undefined,
  config?: SWRConfiguration,
) =>
  useSWR(
    id === null || id === undefined || id === '' ? null : ([`reference.${kind}.get`, { params: { id } }] as const),
    fetchReference,
    config,
  ) as SWRResponse<ReferenceRecord<K>, ApiError>;

/** Whether an SWR key belongs to a kind's routes (to revalidate its lists and records after a change). */
export const isReferenceKey = (kind: ReferenceKindName) => (key: unknown) =>
  Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(`reference.${kind}.`);
