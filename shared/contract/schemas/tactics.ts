import * as z from 'zod';
import { tacticMessages } from '../../tactics/tacticRules';
import { tableQuery } from '../wrapper';
import { calendarDate, listCursor, money, quantity } from './common';
import { programListRowSchema } from './programs';

/** The Create tactic modal and its lookups (spec 02, sections 2, 5 and 7; docs/decisions.md, 'Tactics'). */

const optionalId = z.number().int().positive().nullish();
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullish();

/** One component tab. `id` names a component already saved (kept with its files); none: a new one. */
const componentInputSchema = z.object({
  id: z
    .string()
    .regex(/^c\d{1,4}$/, 'Unknown component')
    .nullish(),
  name: z.string({ error: tacticMessages.componentNameRequired }).trim().max(200).nullish(),
  componentTypeId: z.number({ error: tacticMessages.componentTypeRequired }).int().positive().nullish(),
  description: text(2000),
  quantity: quantity().nullish(),
  vendorId: optionalId,
  childVendorId: optionalId,
  barcodeDestinationId: optionalId,
  mediaTypeId: optionalId,
  productionOptionId: optionalId,
  documentTypeId: optionalId,
  outputTypeId: optionalId,
});

/**
 * `tactics/save-program-tactic`: a tactic made in the program (not picked from the catalog), with its component
 * tabs, created (no programTacticId) or replaced whole at the program's version. Required fields are checked by
 * `tacticErrors` (shared/tactics/tacticRules.ts) so web and server answer the same messages.
 */
export const saveProgramTacticSchema = z.object({
  programId: z.number({ error: 'Program is required' }).int().positive(),
  version: z.number({ error: 'Version is required' }).int().min(1),
  programTacticId: z
    .string()
    .regex(/^\d{1,12}-\d{1,6}$/, 'Unknown program tactic')
    .nullish(),
  tacticTypeId: z.number({ error: tacticMessages.typeRequired }).int().positive(tacticMessages.typeRequired).nullish(),
  tacticName: text(200),
  sku: text(60),
  description: text(2000),
  purpose: text(2000),
  productTypeId: optionalId,
  deliveryMethodId: optionalId,
  shopTypeId: optionalId,
  tacticCategoryId: optionalId,
  parentTacticId: z
    .string()
    .regex(/^\d{1,12}-\d{1,6}$/, 'Unknown program tactic')
    .nullish(),
  unitCost: money({ negative: 'Unit cost cannot be negative' })
    .max(1_000_000, 'Unit cost cannot exceed $1,000,000.00')
    .default(0),
  orderQuantity: quantity({ min: 1, minMessage: 'Quantity must be at least 1' }).default(1),
  startDate: calendarDate().nullish(),
  endDate: calendarDate().nullish(),
  components: z.array(componentInputSchema).max(10, 'A tactic holds at most 10 components.').default([]),
});

export const lookupOptionSchema = z.object({ id: z.number(), name: z.string() });
export const vendorOptionSchema = lookupOptionSchema.extend({ parentId: z.number().nullable() });

/** A lookup's query: the table query (searchTerm, pageIndex, pageSize, sortBy). */
export const lookupQuery = tableQuery;

export const validateSkuQuery = z.object({
  sku: z.string({ error: 'SKU is required' }).trim().min(1, 'SKU is required').max(60),
  /** The tactic being edited: a catalog tactic's id, or a program tactic's `{programId}-{seq}`. */
  tacticId: z
    .string()
    .regex(/^\d{1,12}(-\d{1,6})?$/, 'Unknown tactic')
    .optional(),
  /** The program whose tactics share the SKU space of the catalog. */
  programId: z.coerce.number().int().positive().optional(),
});
export const validateSkuSchema = z.object({ valid: z.boolean(), message: z.string().nullable() });

const idList = z
  .string()
  .regex(/^[\w-]{1,40}(,[\w-]{1,40}){0,99}$/, 'Give ids separated by commas')
  .transform((t) => t.split(','))
  .optional();

/** `tactics/thumbnails`: short-lived image links of catalog tactics, themes and program tactics. */
export const thumbnailsQuery = z.object({
  tacticIds: idList,
  themeIds: idList,
  programTacticIds: idList,
  width: z.coerce.number().int().min(16).max(2000).default(300),
  height: z.coerce.number().int().min(16).max(2000).default(200),
});
export const thumbnailSchema = z.object({
  kind: z.enum(['tactic', 'theme', 'programTactic']),
  id: z.string(),
  url: z.string(),
  fileName: z.string(),
  width: z.number(),
  height: z.number(),
  expiresAt: z.string(),
});

export const archiveBodySchema = z.object({
  version: z.number({ error: 'Version is required' }).int().min(1),
  /** false restores an archived program. */
  archived: z.boolean().default(true),
});
/** How many programs one `programs/archive-list` call archives at most (the web keeps its selection within it). */
export const ARCHIVE_LIST_MAX = 50;
export const archiveListQuery = z.object({
  programs: z
    .string({ error: 'Choose the programs to archive' })
    .regex(new RegExp(`^\\d{1,12}(,\\d{1,12}){0,${ARCHIVE_LIST_MAX - 1}}$`), 'Choose the programs to archive')
    .transform((t) => [...new Set(t.split(',').map(Number))]),
});
export const archiveListSchema = z.object({
  archived: z.array(z.number()),
  refused: z.array(z.object({ programId: z.number(), reason: z.string() })),
});

export const myProgramsQuery = tableQuery.extend({ cursor: listCursor.optional() });
export const myProgramRowSchema = programListRowSchema.extend({ archived: z.boolean() });

export const overviewDetailsQuery = z.object({
  programId: z.coerce.number({ error: 'Program is required' }).int().positive('Program is required'),
  brandId: z.coerce.number({ error: 'Brand is required' }).int().positive('Brand is required'),
});
export const overviewDetailsSchema = z.object({
  programId: z.number(),
  brandId: z.number(),
  brandName: z.string(),
  atlTarget: z.number(),
  btlTarget: z.number(),
  atlAllocated: z.number(),
  btlAllocated: z.number(),
  tactics: z.array(
    z.object({
      id: z.string(),
      tacticName: z.string(),
      deliveryMethodName: z.string(),
      orderQuantity: z.number(),
      totalCost: z.number(),
      atl: z.number(),
      btl: z.number(),
      startDate: z.string().nullable(),
      endDate: z.string().nullable(),
    }),
  ),
});
