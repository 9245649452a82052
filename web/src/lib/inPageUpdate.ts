import type { Location, NavigateOptions } from 'react-router-dom';

/**
 * A page writing its own state to its query (a table's page, sort and search, a list filter) is not a navigation:
 * the shell keeps the side panel open and the page mounted (focus stays in the search box). Pass these options to
 * `setSearchParams`; `replace: false` where Back should step through the states.
 */
export const inPageUpdate = (opts: { replace?: boolean } = {}): NavigateOptions => ({
  replace: opts.replace ?? true,
  state: { inPage: true },
});

export const isInPageUpdate = (location: Pick<Location, 'state'>) =>
  (location.state as { inPage?: unknown } | null)?.inPage === true;
