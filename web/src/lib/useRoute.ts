import useSWR, { mutate, type SWRConfiguration, type SWRResponse } from 'swr';
import {
  callRoute,
  type ApiError,
  type DataRouteName,
  type ReadRouteName,
  type ArgsOf,
  type RouteCallInput,
  type RouteResult,
} from './api';

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

/**
 * A write, then every cached read of the named routes asked again (what the write changes), so the lists and
 * records on screen show it. Resolves with the write's answer.
 */
export async function writeThenRefresh<N extends DataRouteName, I = RouteCallInput<N>>(
  reads: readonly ReadRouteName[],
  name: N,
  ...args: NoInfer<ArgsOf<I>>
): Promise<RouteResult<N>> {
  const result = await callRoute(name, ...(args as never));
  await mutate((key) => Array.isArray(key) && (reads as readonly unknown[]).includes(key[0]));
  return result;
}
