import { useState } from 'react';

/**
 * The first answer of a read that is not an older cached copy: an edit form starts from it and keeps it (and
 * its version) while SWR revalidates in the background, so neither a stale cache entry nor a later refresh
 * changes what the user is editing.
 */
export function useFirstFresh<T>(response: { data?: T; isValidating: boolean }): T | undefined {
  const [first, setFirst] = useState<T | undefined>(undefined);
  const fresh = response.data !== undefined && !response.isValidating ? response.data : undefined;
  if (first === undefined && fresh !== undefined) setFirst(fresh);
  return first ?? fresh;
}
