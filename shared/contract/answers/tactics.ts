import * as z from '../../zod';
import { lookupOptionSchema } from '../schemas/tactics';
import { orderStatuses } from '../../production/orderStatus';
import { pagedResult } from '../wrapper';
import { lazySchema } from '../../lazySchema';

const vendorOptionSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(lookupOptionSchema, { parentId: z.nullable(z.number()) }),
);

export const validateSkuSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ valid: z.boolean(), message: z.nullable(z.string()) }),
);

const thumbnailSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    kind: z.enum(['tactic', 'theme', 'programTactic']),
    id: z.string(),
    url: z.string(),
    fileName: z.string(),
    width: z.number(),
    height: z.number(),
    expiresAt: z.string(),
  }),
);

export const archiveListSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    archived: z.array(z.number()),
    refused: z.array(z.object({ programId: z.number(), reason: z.string() })),
  }),
);

export const overviewDetailsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
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
  }),
);

const programTacticOption = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    parentTacticId: z.nullable(z.string()),
  }),
);

/** The answer of `tactics.thumbnails`. */
export const tacticsThumbnailsAnswer = /* @__PURE__ */ lazySchema(() => z.array(thumbnailSchema));

/** The answer of `tactics.lookup.deliveryMethods`. */
export const tacticsLookupDeliveryMethodsAnswer = /* @__PURE__ */ lazySchema(() =>
  pagedResult(z.extend(lookupOptionSchema, { isDownload: z.boolean() })),
);

/** The answer of `tactics.lookup.status`. */
export const tacticsLookupStatusAnswer = /* @__PURE__ */ lazySchema(() =>
  pagedResult(z.object({ id: z.enum(orderStatuses), name: z.string(), sequence: z.number() })),
);

/** The answer of `tactics.lookup.tactics`. */
export const tacticsLookupTacticsAnswer = /* @__PURE__ */ lazySchema(() =>
  pagedResult(z.extend(lookupOptionSchema, { sku: z.nullable(z.string()) })),
);

/** The answer of `tactics.lookup.parentTactics`, `tactics.lookup.childTactics`. */
export const tacticsLookupParentTacticsAnswer = /* @__PURE__ */ lazySchema(() => pagedResult(programTacticOption));

/** The answer of `components.lookup.vendors`, `components.lookup.childVendors`. */
export const componentsLookupVendorsAnswer = /* @__PURE__ */ lazySchema(() => pagedResult(vendorOptionSchema));

/** The answer of `vendors.children`. */
export const vendorsChildrenAnswer = /* @__PURE__ */ lazySchema(() => z.array(vendorOptionSchema));

/** The answer of each lookup of the Create tactic modal (`lookup` in routes/tactics.ts). */
export const lookupOptionsAnswer = /* @__PURE__ */ lazySchema(() => pagedResult(lookupOptionSchema));
