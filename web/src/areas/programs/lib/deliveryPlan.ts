/** A distribution as the server answers it (`programs/shippinglocation/{id}`). */
export interface DistributionLike {
  tactics: {
    tacticId: string;
    tacticName: string;
    orderQuantity: number;
    quantities: Record<string, number>;
    /** The total over every location (the page's quantities may be part of them). */
    distributedQuantity?: number;
  }[];
}

/**
 * The details page's distribution table: one row per selected location (in the list's order), one column per
 * tactic with the quantity that location gets (null when none is set), and each tactic's distributed sum.
 */
export function distributionTable(
  locations: { id: string; location: string }[],
  distribution: DistributionLike | undefined,
) {
  const tactics = (distribution?.tactics ?? []).map((t) => ({
    tacticId: t.tacticId,
    tacticName: t.tacticName,
    orderQuantity: t.orderQuantity,
    distributed: t.distributedQuantity ?? Object.values(t.quantities).reduce((sum, q) => sum + q, 0),
  }));
  const rows = locations.map((l) => ({
    id: l.id,
    location: l.location,
    quantities: (distribution?.tactics ?? []).map((t) =>
      t.quantities[l.id] === undefined ? null : t.quantities[l.id]!,
    ),
  }));
  return { tactics, rows };
}
