/** The statuses the status table filters by (every status a listed program can have; deleted ones leave the lists). */
export const STATUS_FILTER_IDS = [10, 20, 30, 40, 80, 50, 60, 70] as const;
export type StatusFilterId = (typeof STATUS_FILTER_IDS)[number];

/** The status filter from the URL (`?statusId=20`); anything else means every status. */
export function statusFilterOf(text: string | null): StatusFilterId | null {
  const id = Number(text);
  return (STATUS_FILTER_IDS as readonly number[]).includes(id) ? (id as StatusFilterId) : null;
}
