import * as z from '../zod';
import { DEFAULT_PAGE_SIZE, TABLE_PAGE_SIZE_ALL } from '../constants';
import { lazySchema } from '../lazySchema';

/** Field (or `general`) -> list of messages, as the spec's response wrapper carries them. */
export const errorMapSchema = /* @__PURE__ */ lazySchema(() => z.record(z.string(), z.array(z.string())));
export type ErrorMap = z.infer<typeof errorMapSchema>;

export interface ApiResponse<T> {
  hasError: boolean;
  error: ErrorMap;
  data: T | null;
}

/** The spec's paged result, zero-based. */
export const pagedResult = <T extends z.ZodMiniType>(item: T) =>
  z.object({
    items: z.array(item),
    pageIndex: z.number().check(z.int(), z.gte(0)),
    pageSize: z.number().check(z.int(), z.gte(1)),
    totalCount: z.number().check(z.int(), z.gte(0)),
    totalPages: z.number().check(z.int(), z.gte(0)),
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
export const tableQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(TABLE_PAGE_SIZE_ALL)), DEFAULT_PAGE_SIZE),
    pageIndex: z._default(z.coerce.number().check(z.int(), z.gte(0)), 0),
    searchTerm: z.optional(z.string().check(z.maxLength(200))),
    sortBy: z.optional(z.string().check(z.maxLength(100))),
    sortDirection: z.optional(z.enum(['asc', 'desc'])),
  }),
);
export type TableQuery = z.infer<typeof tableQuery>;
