/** One brand of the program: funding it (selected, with ATL/BTL targets) or only participating (unselected). */
export interface FundingRow {
  brandId: number;
  brandName: string;
  atlTarget: number;
  btlTarget: number;
  selected: boolean;
  markedForDeletion: boolean;
}

export const fundingRowsOf = (
  sources: { brandId: number; brandName: string; atlTarget: number; btlTarget: number; selected: boolean }[],
): FundingRow[] => sources.map((s) => ({ ...s, markedForDeletion: false }));

/** What the save routes take: a row marked for deletion is sent as such, and the server drops it. */
export const fundingBody = (rows: FundingRow[]) =>
  rows.map(({ brandId, atlTarget, btlTarget, selected, markedForDeletion }) => ({
    brandId,
    atlTarget,
    btlTarget,
    selected,
    markedForDeletion,
  }));

/** Whether the funding differs from what was read (rows removed count, names do not). */
export const fundingChanged = (before: FundingRow[], after: FundingRow[]) =>
  JSON.stringify(fundingBody(before.filter((r) => !r.markedForDeletion))) !==
  JSON.stringify(fundingBody(after.filter((r) => !r.markedForDeletion)));
