import * as z from '../../zod';
import { programThemeTypeSchema } from '../../reference/themeTypes';
import { tableQuery } from '../wrapper';
import { calendarDate, listCursor, money, quantity } from './common';
import * as contractMessages from '../contractMessages';
import * as fieldLabels from '../fieldLabels';
import * as referenceFieldLabels from '../../reference/fieldLabels';
import * as fieldMessages from '../../reference/fieldMessages';
import { inputMessages } from '../../messages';
import { lazySchema } from '../../lazySchema';

const isoDate = /* @__PURE__ */ lazySchema(() => calendarDate());

const fundingSourceInputSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brandId: z.number().check(z.int(), z.positive()),
    atlTarget: z._default(money(), 0),
    btlTarget: z._default(money(), 0),
    selected: z._default(z.boolean(), true),
    markedForDeletion: z._default(z.boolean(), false),
  }),
);

/**
 * The program's own fields. Everything is optional here because the rules of spec 02 section 5 decide what a
 * save needs (they differ by theme type); the handler runs them and answers their field messages word for word.
 */
const programFieldsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    name: z.nullish(
      z.string().check(z.trim(), z.maxLength(200, fieldMessages.tooLong(referenceFieldLabels.name, 200))),
    ),
    description: z.nullish(
      z.string().check(z.trim(), z.maxLength(4000, fieldMessages.tooLong(referenceFieldLabels.description, 4000))),
    ),
    note: z.nullish(z.string().check(z.trim(), z.maxLength(4000))),
    retailerId: z.nullish(z.number().check(z.int(), z.positive())),
    fiscalYear: z.nullish(z.number().check(z.int(), z.gte(2000), z.lte(2100))),
    programStartDate: z.nullish(isoDate),
    programEndDate: z.nullish(isoDate),
    strategicBusinessInitiativeId: z.nullish(z.number().check(z.int(), z.positive())),
    campaignThemeId: z.nullish(z.number().check(z.int(), z.positive())),
    campaignThemeTypeId: z.nullish(programThemeTypeSchema),
    accountLocations: z._default(
      z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(500)),
      [],
    ),
  }),
);

export const createProgramSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(programFieldsSchema, {
    fundingSources: z._default(
      z.array(fundingSourceInputSchema).check(z.maxLength(20, contractMessages.tooManyFundingSources)),
      [],
    ),
    /** Set when the program is made by the placeholder action (claim Instigo/CreatePlaceholder). */
    placeholder: z._default(z.boolean(), false),
  }),
);
export const updateProgramSchema = /* @__PURE__ */ lazySchema(() =>
  z.extend(programFieldsSchema, {
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
  }),
);
/**
 * A copy (`programs/copy`): the program copied and, optionally, what the panel changed on it, applied when the
 * copy is inserted (one request: a refused change leaves no copy behind). Absent fields keep the source's.
 */
export const copyProgramSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.number({ error: fieldMessages.required(fieldLabels.program) }).check(z.int(), z.positive()),
    ...z.partial(
      z.pick(programFieldsSchema, {
        name: true,
        description: true,
        retailerId: true,
        fiscalYear: true,
        programStartDate: true,
        programEndDate: true,
        strategicBusinessInitiativeId: true,
      }),
    ).shape,
    accountLocations: z.optional(z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(500))),
    fundingSources: z.optional(
      z.array(fundingSourceInputSchema).check(z.maxLength(20, contractMessages.tooManyFundingSources)),
    ),
  }),
);
export const saveFundingSourcesSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    fundingSources: z.array(fundingSourceInputSchema).check(z.maxLength(20, contractMessages.tooManyFundingSources)),
  }),
);

export const allocationSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    brandId: z.number().check(z.int(), z.positive()),
    atl: money({ negative: contractMessages.allocationsNegative }),
    btl: money({ negative: contractMessages.allocationsNegative }),
  }),
);
export const componentIdParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^\d{1,12}-\d{1,6}\.c\d{1,4}$/, contractMessages.unknownComponent)),
  }),
);
export const addComponentSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programTacticId: z.string().check(z.regex(/^\d{1,12}-\d{1,6}$/, contractMessages.unknownProgramTactic)),
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    name: z
      .string({ error: fieldMessages.required(referenceFieldLabels.name) })
      .check(z.trim(), z.minLength(1, fieldMessages.required(referenceFieldLabels.name)), z.maxLength(200)),
    componentTypeId: z
      .number({ error: fieldMessages.required(fieldLabels.componentType) })
      .check(z.int(), z.positive(fieldMessages.required(fieldLabels.componentType))),
    description: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
    quantity: z.nullish(quantity()),
    vendor: z.nullish(z.string().check(z.trim(), z.maxLength(200))),
  }),
);

export const programTacticIdParams = /* @__PURE__ */ lazySchema(() =>
  z.object({
    id: z.string().check(z.regex(/^\d{1,12}-\d{1,6}$/, contractMessages.unknownProgramTactic)),
  }),
);

const tacticDate = /* @__PURE__ */ lazySchema(() => z.nullish(isoDate));
export const addProgramTacticSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    programId: z.number({ error: fieldMessages.required(fieldLabels.program) }).check(z.int(), z.positive()),
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    tacticId: z
      .number({ error: fieldMessages.tacticTypeRequired })
      .check(z.int(), z.positive(fieldMessages.tacticTypeRequired)),
    orderQuantity: quantity({
      required: fieldMessages.required(fieldLabels.quantity),
      min: 1,
      minMessage: contractMessages.quantityAtLeastOne,
    }),
    startDate: tacticDate,
    endDate: tacticDate,
    description: z.nullish(z.string().check(z.trim(), z.maxLength(2000))),
    /** Omitted: the cost is split evenly below the line over the selected funding sources. */
    allocations: z.optional(z.array(allocationSchema).check(z.maxLength(20))),
  }),
);
export const updateProgramTacticSchema = /* @__PURE__ */ lazySchema(() =>
  z.partial(z.omit(addProgramTacticSchema, { programId: true, tacticId: true }), { orderQuantity: true }),
);
export const removeProgramTacticQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    version: z.coerce.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
  }),
);

export const transitionBodySchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    version: z.number({ error: inputMessages.versionRequired }).check(z.int(), z.gte(1)),
    notes: z.optional(z.string().check(z.trim(), z.maxLength(4000, fieldMessages.tooLong(fieldLabels.notes, 4000)))),
    /** Submitting an overspent program needs this explicit confirmation; it is recorded in the audit trail. */
    confirmOverspend: z._default(z.boolean(), false),
    /** Submit only: who is asked to approve (user subjects, from `programs/{id}/approvers`); all approvers when empty. */
    approvers: z._default(
      z
        .array(
          z.string().check(z.trim(), z.minLength(1, fieldMessages.required(fieldLabels.approver)), z.maxLength(200)),
        )
        .check(z.maxLength(50, contractMessages.tooManyApprovers)),
      [],
    ),
  }),
);

export const approverLookupQuery = /* @__PURE__ */ lazySchema(() =>
  z.object({
    search: z._default(
      z.string().check(z.trim(), z.maxLength(200, fieldMessages.tooLong(fieldLabels.search, 200))),
      '',
    ),
  }),
);

/** Program lists page in DynamoDB: `cursor` continues from the page before; pageIndex is reported, not skipped to. */
export const programListQuery = /* @__PURE__ */ lazySchema(() =>
  z.extend(tableQuery, {
    fiscalYear: z.coerce.number({ error: fieldMessages.fiscalYearRequired }).check(z.int(), z.gte(2000), z.lte(2100)),
    retailerId: z.optional(z.coerce.number().check(z.int(), z.positive())),
    /** Filters the page's reads (like search): pages can come back short, with a cursor to continue. */
    statusId: z.optional(z.coerce.number().check(z.int(), z.gte(10), z.lte(90))),
    cursor: z.optional(listCursor),
  }),
);

export const myCampaignsQuery = /* @__PURE__ */ lazySchema(() =>
  z.extend(tableQuery, { cursor: z.optional(listCursor) }),
);
