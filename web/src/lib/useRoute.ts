import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from 'swr';
import {
  callRoute,
  type ApiError,
  type DataRouteName,
  type ReadRouteName,
  type RouteCallArgs,
  type RouteCallInput,
  type RouteResult,
} from './api';
import { DEFAULT_PAGE_SIZE } from '../../../shared/constants';
import { filledPage, type CursorAnswer } from './cursorReads';

type UseRouteArgs<N extends ReadRouteName> =
  object extends RouteCallInput<N>
    ? [input?: RouteCallInput<N> | null, config?: SWRConfiguration<RouteResult<N>, ApiError>]
    : [input: RouteCallInput<N> | null, config?: SWRConfiguration<RouteResult<N>, ApiError>];

/** The SWR key of a read route: its name and input (SWR hashes the object, so equal inputs share a cache entry). */
export const routeKey = <N extends ReadRouteName>(name: N, input: RouteCallInput<N> | undefined) =>
  [name, input ?? {}] as const;

/**
 * Reads a contract route through SWR. Pass `null` as the input to wait (for example until an id is known).
 * Errors arrive as ApiError, already worded by the API client.
 */
export function useRoute<N extends ReadRouteName>(
  name: N,
  ...[input, config]: UseRouteArgs<N>
): SWRResponse<RouteResult<N>, ApiError> {
  const key = input === null ? null : routeKey(name, input);
  return useSWR(key, ([routeName, routeInput]) => callRoute(routeName, ...([routeInput] as never)), config);
}

/** Read routes that answer a page of a cursor-paged list. */
type CursorRouteName = {
  [N in ReadRouteName]: RouteResult<N> extends CursorAnswer ? N : never;
}[ReadRouteName];

/**
 * `useRoute` for a page of a cursor-paged list: a short answer that carries a cursor (a search or filter whose next
 * matches lie past the rows one call reads) is read on until the page is full or the list ends (`filledPage`).
 */
export function useCursorRoute<N extends CursorRouteName>(
  name: N,
  input: RouteCallInput<N> | null,
  config?: SWRConfiguration<RouteResult<N>, ApiError>,
): SWRResponse<RouteResult<N>, ApiError> {
  const key = input === null ? null : routeKey(name, input);
  return useSWR<RouteResult<N>, ApiError>(
    key,
    ([routeName, routeInput]: ReturnType<typeof routeKey<N>>) => {
      const { cursor, pageSize, ...query } =
        (routeInput as { query?: { cursor?: string; pageSize?: number } }).query ?? {};
      const read = (from: string | undefined, size: number) =>
        callRoute(
          routeName,
          ...([{ ...routeInput, query: { ...query, pageSize: size, ...(from ? { cursor: from } : {}) } }] as never),
        ) as Promise<RouteResult<N> & CursorAnswer>;
      return filledPage(read, cursor, pageSize ?? DEFAULT_PAGE_SIZE);
    },
    config,
  );
}

/**
 * A write, then every cached read of the named routes asked again (what the write changes), so the lists and
 * records on screen show it. Resolves with the write's answer.
 */
export async function writeThenRefresh<N extends string>(
  reads: readonly ReadRouteName[],
  name: N & DataRouteName,
  // The route inferred from its name alone, as `callRoute` does (api.ts).
  ...args: N extends DataRouteName ? RouteCallArgs<N> : never
): Promise<RouteResult<N & DataRouteName>> {
  const result = await callRoute(name, ...(args as never));
  await mutate((key) => Array.isArray(key) && (reads as readonly unknown[]).includes(key[0]));
  return result;
}
