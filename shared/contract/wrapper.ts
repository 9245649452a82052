import * as z from 'zod';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL } from '../constants';

/** Field (or `general`) -> list of messages, as the spec's response wrapper carries them. */
export const errorMapSchema = z.record(z.string(), z.array(z.string()));
export type ErrorMap = z.infer<typeof errorMapSchema>;

export interface ApiResponse<T> {
  hasError: boolean;
  error: ErrorMap;
  data: T | null;
}

/** The spec's paged result, zero-based. */
export const pagedResult = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    pageIndex: z.number().int().min(0),
    pageSize: z.number().int().min(1),
    totalCount: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    hasPreviousPage: z.boolean(),
    hasNextPage: z.boolean(),
  });

export interface PagedResult<T> {
  items: T[];
  pageIndex: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
}

export function toPagedResult<T>(items: T[], pageIndex: number, pageSize: number, totalCount: number): PagedResult<T> {
  const totalPages = Math.ceil(totalCount / pageSize);
  return {
    items,
    pageIndex,
    pageSize,
    totalCount,
    totalPages,
    hasPreviousPage: pageIndex > 0,
    hasNextPage: pageIndex + 1 < totalPages,
  };
}

/** The spec's table query (query string, so numbers arrive as text). */
export const tableQuery = z.object({
  pageSize: z.coerce.number().int().min(1).max(TABLE_PAGE_SIZE_ALL).default(DEFAULT_PAGE_SIZE),
  pageIndex: z.coerce.number().int().min(0).default(0),
  searchTerm: z.string().max(200).optional(),
  sortBy: z.string().max(100).optional(),
  sortDirection: z.enum(['asc', 'desc']).optional(),
});
export type TableQuery = z.infer<typeof tableQuery>;
