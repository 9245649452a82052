import * as z from '../../zod';
import { lookupOptionSchema } from '../schemas/tactics';
import { orderStatuses } from '../../production/orderStatus';
import { pagedResult } from '../wrapper';

const vendorOptionSchema = z.extend(lookupOptionSchema, { parentId: z.nullable(z.number()) });

export const validateSkuSchema = z.object({ valid: z.boolean(), message: z.nullable(z.string()) });

const thumbnailSchema = z.object({
  kind: z.enum(['tactic', 'theme', 'programTactic']),
  id: z.string(),
  url: z.string(),
  fileName: z.string(),
  width: z.number(),
  height: z.number(),
  expiresAt: z.string(),
});

export const archiveListSchema = z.object({
  archived: z.array(z.number()),
  refused: z.array(z.object({ programId: z.number(), reason: z.string() })),
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
      startDate: z.nullable(z.string()),
      endDate: z.nullable(z.string()),
    }),
  ),
});

const programTacticOption = z.object({
  id: z.string(),
  name: z.string(),
  parentTacticId: z.nullable(z.string()),
});

/** The answer of `tactics.thumbnails`. */
export const tacticsThumbnailsAnswer = z.array(thumbnailSchema);

/** The answer of `tactics.lookup.deliveryMethods`. */
export const tacticsLookupDeliveryMethodsAnswer = pagedResult(
  z.extend(lookupOptionSchema, { isDownload: z.boolean() }),
);

/** The answer of `tactics.lookup.status`. */
export const tacticsLookupStatusAnswer = pagedResult(
  z.object({ id: z.enum(orderStatuses), name: z.string(), sequence: z.number() }),
);

/** The answer of `tactics.lookup.tactics`. */
export const tacticsLookupTacticsAnswer = pagedResult(z.extend(lookupOptionSchema, { sku: z.nullable(z.string()) }));

/** The answer of `tactics.lookup.parentTactics`, `tactics.lookup.childTactics`. */
export const tacticsLookupParentTacticsAnswer = pagedResult(programTacticOption);

/** The answer of `components.lookup.vendors`, `components.lookup.childVendors`. */
export const componentsLookupVendorsAnswer = pagedResult(vendorOptionSchema);

/** The answer of `vendors.children`. */
export const vendorsChildrenAnswer = z.array(vendorOptionSchema);

/** The answer of each lookup of the Create tactic modal (`lookup` in routes/tactics.ts). */
export const lookupOptionsAnswer = pagedResult(lookupOptionSchema);
