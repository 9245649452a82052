import type * as z from '../../../../../shared/zod';
import type { productionListQuery } from '../../../../../shared/contract/schemas/production';
import { mutate } from 'swr';
import { ApiError, callRoute, type RouteResult } from '../../../lib/api';
import { useCursorRoute, useRoute, writeThenRefresh } from '../../../lib/useRoute';

export type ProductionRow = RouteResult<'production.programs'>['items'][number];
export type ProductionFileAnswer = RouteResult<'production.file'>;
type ListQuery = z.input<typeof productionListQuery>;
export type ProductionSortField = NonNullable<ListQuery['sortBy']>;

/** The reads a production change makes old: the list, the program's manufacturers and files. */
const productionReads = [
  'production.programs',
  'production.manufacturers',
  'production.allFiles',
  'production.inventoryManufacturers',
] as const;

/** Approved programs of a year with their production state (`programs/productionfiles`); null waits. */
export const useProductionPrograms = (query: ListQuery | null) =>
  useCursorRoute('production.programs', query ? { query } : null, { keepPreviousData: true });

/** A program's manufacturers and production requests (`programs/getmanufacturers`). */
export const useProgramManufacturers = (programId: number | null) =>
  useRoute('production.manufacturers', programId ? { query: { programId } } : null);

/** Every manufacturer's file of the program (the tactics and their order status). */
export const useAllFiles = (programId: number | null) =>
  useRoute('production.allFiles', programId ? { params: { programId } } : null);

/** A program's customizations (saved, applied, applied to production). */
export const useCustomizations = (programId: number | null) =>
  useRoute('programs.customizations', programId ? { params: { id: programId } } : null);

/** One manufacturer's (or, null, every one's) production file or job ticket, read when the user downloads it. */
export function readProductionFile(programId: number, manufacturerId: number | null, kind: 'file' | 'ticket') {
  if (manufacturerId === null)
    return callRoute(kind === 'file' ? 'production.allFiles' : 'production.allJobTickets', { params: { programId } });
  return callRoute(kind === 'file' ? 'production.file' : 'production.jobTicket', {
    params: { programId, manufacturerId },
  });
}

/** Sends one manufacturer's part (`productionprocessingrequest/{id}`) or the whole program (`set-send-production`). */
export const sendToProduction = (programId: number, manufacturerId: number | null) =>
  manufacturerId === null
    ? writeThenRefresh(productionReads, 'production.sendProgram', { params: { id: programId }, body: {} })
    : writeThenRefresh(productionReads, 'production.sendManufacturer', {
        params: { id: programId },
        body: { manufacturerId },
      });

type OrderStatusValue = RouteResult<'production.orderStatus'>['orderStatus'];

/**
 * Moves a tactic's order status from the one the user read. A 409 (someone moved it meanwhile) reads the files
 * again, so the table shows the status as it is now before the user chooses again.
 */
export async function setOrderStatus(
  programTacticId: string,
  fromStatus: OrderStatusValue,
  orderStatus: OrderStatusValue,
) {
  try {
    return await writeThenRefresh(productionReads, 'production.orderStatus', {
      body: { programTacticId, fromStatus, orderStatus },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      await mutate((key) => Array.isArray(key) && (productionReads as readonly unknown[]).includes(key[0]));
    throw error;
  }
}

export const applyCustomizationsToProduction = (programId: number) =>
  writeThenRefresh([...productionReads, 'programs.customizations'], 'programs.applyCustomizationsProduction', {
    params: { id: programId },
  });
