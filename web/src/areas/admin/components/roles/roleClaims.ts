import { claimId, type Claim } from '../../../../../../shared/claims';

/** Claims as a set of `Resource/Operation` ids, for checkboxes. */
export const claimSet = (claims: readonly Claim[]) => new Set(claims.map(claimId));

/** The set back as claims, in catalogue order (the server keeps them as given). */
export function claimsOf(
  selected: ReadonlySet<string>,
  groups: readonly { resources: { resource: string; operations: string[] }[] }[],
): Claim[] {
  const ordered = groups.flatMap((g) =>
    g.resources.flatMap((r) => r.operations.map((operation) => ({ resource: r.resource, operation }))),
  );
  const known = ordered.filter((c) => selected.has(claimId(c)));
  // A claim the catalogue no longer lists is kept, so saving a role never drops what it held silently.
  const knownIds = new Set(known.map(claimId));
  const unknown = [...selected]
    .filter((id) => !knownIds.has(id))
    .map((id) => {
      const [resource, operation] = id.split('/');
      return { resource: resource!, operation: operation! };
    });
  return [...known, ...unknown];
}

/** Whether two claim sets differ (the editor has unsaved changes). */
export const sameClaims = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/** Ticks or unticks every operation of a group at once. */
export function toggleAll(selected: ReadonlySet<string>, ids: readonly string[], on: boolean): Set<string> {
  const next = new Set(selected);
  ids.forEach((id) => (on ? next.add(id) : next.delete(id)));
  return next;
}
