/**
 * SKUs are unique across the catalog and a program's own tactics. A module without the tactic rules' program
 * texts and statuses, so the reference family checks a catalog tactic's SKU without bundling them.
 */

/** The message of a SKU another tactic already uses. */
export const skuTaken = (tacticName: string) => `This SKU is already used by ${tacticName}.`;

/** SKUs compare trimmed and case-insensitive. */
const normalizeSku = (sku: string) => sku.trim().toUpperCase();

/**
 * The tactic that already uses this SKU (other than the one being edited), or null. An empty SKU is never taken.
 */
export function skuOwner<T extends { id: number | string; sku?: string | null }>(
  sku: string,
  ownId: number | string | null | undefined,
  tactics: readonly T[],
): T | null {
  const wanted = normalizeSku(sku);
  if (!wanted) return null;
  return tactics.find((t) => t.id !== ownId && t.sku && normalizeSku(t.sku) === wanted) ?? null;
}
