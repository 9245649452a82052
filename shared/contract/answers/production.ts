import * as z from '../../zod';
import { orderStatusSchema, customizationEntrySchema } from '../schemas/production';
import { lazySchema } from '../../lazySchema';

const productionProgramRowSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.nullable(z.string()),
    retailerId: z.nullable(z.number()),
    retailerName: z.nullable(z.string()),
    fiscalYear: z.nullable(z.number()),
    programStartDate: z.nullable(z.string()),
    programEndDate: z.nullable(z.string()),
    approvedDate: z.nullable(z.string()),
    productionSentAt: z.nullable(z.string()),
    /** Tactics still waiting after the last send: sent in part while above 0. */
    productionWaiting: z.number(),
  }),
);

export const productionListSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    items: z.array(productionProgramRowSchema),
    pageIndex: z.number(),
    pageSize: z.number(),
    totalCount: z.number(),
    totalPages: z.number(),
    hasPreviousPage: z.boolean(),
    hasNextPage: z.boolean(),
    nextCursor: z.nullable(z.string()),
    /** The columns the list can be sorted by now: all while it holds at most 1,000 programs, else `approvedDate`. */
    sortFields: z.array(z.string()),
  }),
);

const manufacturerSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    contactName: z.nullable(z.string()),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    address: z.nullable(z.string()),
  }),
);

export const manufacturerListSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ items: z.array(manufacturerSchema) }),
);

const requestSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string(),
    manufacturerId: z.nullable(z.number()),
    manufacturerName: z.string(),
    tacticIds: z.array(z.string()),
    requestedBy: z.string(),
    requestedByName: z.string(),
    requestedAt: z.string(),
  }),
);

/** A program's manufacturers: what each makes (tactics, quantity, how many wait to be sent), and the requests sent. */
export const programManufacturersSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.number(),
    statusId: z.number(),
    productionSentAt: z.nullable(z.string()),
    manufacturers: z.array(
      z.object({
        manufacturerId: z.number(),
        manufacturerName: z.string(),
        tactics: z.number(),
        totalQuantity: z.number(),
        waiting: z.number(),
      }),
    ),
    requests: z.array(requestSchema),
  }),
);

/** One or every manufacturer's production file of a program (the .xlsx download and the job ticket PDF read it). */
export const productionFileSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    program: z.object({
      id: z.number(),
      name: z.nullable(z.string()),
      retailerName: z.nullable(z.string()),
      fiscalYear: z.nullable(z.number()),
      programStartDate: z.nullable(z.string()),
      programEndDate: z.nullable(z.string()),
      deliveryDate: z.nullable(z.string()),
      deliveryNotes: z.nullable(z.string()),
      productionSentAt: z.nullable(z.string()),
    }),
    /** The customizations applied to production (what the manufacturers must print). */
    customizations: z.array(customizationEntrySchema),
    files: z.array(
      z.object({
        manufacturer: manufacturerSchema,
        totalQuantity: z.number(),
        tactics: z.array(
          z.object({
            programTacticId: z.string(),
            tacticName: z.string(),
            processName: z.string(),
            deliveryMethodName: z.string(),
            isDownload: z.boolean(),
            orderQuantity: z.number(),
            orderStatus: orderStatusSchema,
            shipTo: z.array(
              z.object({ locationId: z.nullable(z.string()), location: z.string(), quantity: z.number() }),
            ),
          }),
        ),
      }),
    ),
  }),
);

/** What a send did: the tactics it moved, the request recorded. */
export const sendResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.number(),
    sentTactics: z.number(),
    requestId: z.string(),
    productionSentAt: z.string(),
  }),
);

export const sendResultsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    results: z.array(
      z.object({ programId: z.number(), sent: z.boolean(), sentTactics: z.number(), message: z.nullable(z.string()) }),
    ),
  }),
);

export const orderStatusResultSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programTacticId: z.string(),
    orderStatus: orderStatusSchema,
    next: z.array(orderStatusSchema),
  }),
);

export const customizationsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.number(),
    definitions: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        uiElementId: z.number(),
        displayOptions: z.array(z.string()),
      }),
    ),
    /** Saved, not necessarily applied. */
    entries: z.array(customizationEntrySchema),
    version: z.number(),
    appliedEntries: z.array(customizationEntrySchema),
    appliedAt: z.nullable(z.string()),
    productionEntries: z.array(customizationEntrySchema),
    appliedToProductionAt: z.nullable(z.string()),
  }),
);

export const hasCustomizationsSchema = /* @__PURE__ */ lazySchema(() => z.object({ hasCustomizations: z.boolean() }));
