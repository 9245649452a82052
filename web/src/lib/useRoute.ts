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

// N extends string, as callRoute's (api.ts, RouteCallArgs): the input is typed once N is known.
type UseRouteArgs<N extends string> = N extends ReadRouteName
  ? object extends RouteCallInput<N>
    ? [input?: RouteCallInput<N> | null, config?: SWRConfiguration<RouteResult<N>, ApiError>]
    : [input: RouteCallInput<N> | null, config?: SWRConfiguration<RouteResult<N>, ApiError>]
  : never;

/** The SWR key of a read route: its name and input (SWR hashes the object, so equal inputs share a cache entry). */
export const routeKey = <N extends ReadRouteName>(name: N, input: RouteCallInput<N> | undefined) =>
  [name, input ?? {}] as const;

/**
 * Reads a contract route through SWR. Pass `null` as the input to wait (for example until an id is known).
 * Errors arrive as ApiError, already worded by the API client.
 */
export function useRoute<N extends string>(
  name: N & ReadRouteName,
  ...args: UseRouteArgs<N>
): SWRResponse<RouteResult<N & ReadRouteName>, ApiError> {
  const [input, config] = args as unknown as [
    RouteCallInput<N & ReadRouteName> | null | undefined,
    SWRConfiguration<RouteResult<N & ReadRouteName>, ApiError> | undefined,
  ];
  const key = input === null ? null : routeKey(name, input);
  type Result = RouteResult<N & ReadRouteName>;
  const fetcher = ([routeName, routeInput]: readonly [DataRouteName, unknown]) =>
    callRoute(routeName, ...([routeInput] as never)) as Promise<Result>;
  return useSWR<Result, ApiError>(key, fetcher as (key: unknown) => Promise<Result>, config);
}

/**
 * A write, then every cached read of the named routes asked again (what the write changes), so the lists and
 * records on screen show it. Resolves with the write's answer.
 */
export const writeThenRefresh = (async (reads: readonly ReadRouteName[], name: string, ...input: unknown[]) => {
  const result = await (callRoute as unknown as (name: string, ...input: unknown[]) => Promise<unknown>)(
    name,
    ...input,
  );
  await mutate((key) => Array.isArray(key) && (reads as readonly unknown[]).includes(key[0]));
  return result;
}) as unknown as <N extends string>(
  reads: readonly ReadRouteName[],
  name: N & DataRouteName,
  ...args: RouteCallArgs<N>
) => Promise<RouteResult<N & DataRouteName>>;
