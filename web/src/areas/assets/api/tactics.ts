import { useReferenceList, useReferenceRecord, type ReferenceListQuery } from '../../../components/reference';

/** Catalog tactics (`tactics/all`), paged, sorted and searched on the server; active ones, optionally of one type. */
export const useCatalogTactics = (query: ReferenceListQuery) =>
  useReferenceList('tactic', { ...query, active: 'true' }, { keepPreviousData: true });

/** One catalog tactic (`tactics/edit/{id}`). */
export const useCatalogTactic = (id: number | null) => useReferenceRecord('tactic', id);

/** The tactic types, for the browse-by-type choice (`assets/{type}`). */
export const useTacticTypes = () =>
  useReferenceList('tacticType', { pageIndex: 0, pageSize: 100, sortBy: 'name', sortDirection: 'asc', active: 'true' });
