import type * as z from '../../../../../shared/zod';
import type { wireReportQuerySchema } from '../../../../../shared/contract/schemas/wireReport';
import { callRoute, type RouteResult } from '../../../lib/api';
import { rowsUpTo } from '../../../lib/cursorReads';
import { useCursorRoute, writeThenRefresh } from '../../../lib/useRoute';
import { EXPORT_MAX_ROWS } from './expenses';

export type PayableRow = RouteResult<'expenses.wireReport'>['items'][number];
export type ConfirmAnswer = RouteResult<'expenses.confirmWires'>['results'][number];
type WireQuery = z.input<typeof wireReportQuerySchema>;
export type WireSortField = NonNullable<WireQuery['sortBy']>;

/** A page of the payable POs (`report/wire`); null waits. */
export const useWireReport = (query: WireQuery | null) =>
  useCursorRoute('expenses.wireReport', query ? { query } : null, { keepPreviousData: true });

/** Every payable PO as filtered now, up to EXPORT_MAX_ROWS, for the .xlsx export. */
export async function readWireForExport(query: Omit<WireQuery, 'cursor' | 'pageSize'>) {
  return rowsUpTo(
    (cursor, pageSize) =>
      callRoute('expenses.wireReport', { query: { ...query, pageSize, ...(cursor ? { cursor } : {}) } }),
    EXPORT_MAX_ROWS,
  );
}

/** Confirms the POs given (`report/confirm-tus-report`), then reads the report and the PO list again. */
export const confirmWires = (poIds: string[]) =>
  writeThenRefresh(['expenses.wireReport', 'expenses.listPo'], 'expenses.confirmWires', { body: { poIds } });
