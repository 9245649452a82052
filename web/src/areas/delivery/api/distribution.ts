import useSWR from 'swr';
import { callRoute, type ApiError, type RouteCallInput, type RouteResult } from '../../../lib/api';
import { filledPage } from '../../../lib/cursorReads';
import { routeKey } from '../../../lib/useRoute';
import { deliveryChanged } from './deliveryInformation';

export type Distribution = RouteResult<'delivery.distribution'>;
type PageQuery = RouteCallInput<'delivery.distribution'>['query'];

/** The grid's rows per page (spec 02: 50 on screen). */
export const DISTRIBUTION_PAGE_SIZE = 50;

/**
 * A page of the program's locations with their quantities, and every shipped tactic with its total
 * (`GET programs/shippinglocation/{id}`); the first page (no cursor) also counts the locations. A searched page is
 * read on until it is full or the locations end (`filledPage`: the server reads a bounded run of them per call).
 */
export const useDistribution = (programId: number | null, query: PageQuery = { pageSize: DISTRIBUTION_PAGE_SIZE }) =>
  useSWR<Distribution, ApiError>(
    programId ? routeKey('delivery.distribution', { params: { id: programId }, query }) : null,
    async () => {
      const { cursor, pageSize, ...rest } = query;
      const read = async (from: string | undefined, size: number) => {
        const answer = await readDistributionPage(programId!, {
          ...rest,
          pageSize: size,
          ...(from ? { cursor: from } : {}),
        });
        return { ...answer, items: answer.locations };
      };
      const { items, ...page } = await filledPage(read, cursor, Number(pageSize ?? DISTRIBUTION_PAGE_SIZE));
      return { ...page, locations: items };
    },
    { revalidateOnFocus: false },
  );

/** One page of the distribution read for a save that walks every location (Equal Distribution). */
export const readDistributionPage = (programId: number, query: PageQuery) =>
  callRoute('delivery.distribution', { params: { id: programId }, query });

/** Saves one request's locations (`PUT programs/saveshippinglocation/{id}`): one transaction on the server. */
export const saveDistributionPage = (programId: number, body: RouteCallInput<'delivery.saveDistribution'>['body']) =>
  callRoute('delivery.saveDistribution', { params: { id: programId }, body });

/** After a save: the program's reads (its version moved on) and every cached distribution page are read again. */
export const distributionSaved = (programId: number) => deliveryChanged(undefined, programId);
