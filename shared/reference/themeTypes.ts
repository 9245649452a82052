import * as z from '../zod';
import { lazySchema } from '../lazySchema';

/**
 * Campaign theme types (spec 02, "Campaign theme type"): what a theme makes of the programs created from it. 1
 * is ours for a normal theme (the spec names only 2, 3 and 4); a program keeps its theme's type, none for 1.
 */
export const campaignThemeType = {
  normal: 1,
  /** A prefilled program. */
  prefilled: 2,
  /** The program form hides the store selector. */
  noStoreSelector: 3,
  /** A property: delivery contacts, the current fiscal year, only retailer and store required. */
  property: 4,
} as const;
export type CampaignThemeTypeId = (typeof campaignThemeType)[keyof typeof campaignThemeType];
/** The type a program carries over from its theme: a normal theme's programs carry none (null). */
export type ProgramThemeTypeId = Exclude<CampaignThemeTypeId, typeof campaignThemeType.normal>;

/** A program's theme type in the contract. */
export const programThemeTypeSchema = /* @__PURE__ */ lazySchema(() =>
  z.union([
    z.literal(campaignThemeType.prefilled),
    z.literal(campaignThemeType.noStoreSelector),
    z.literal(campaignThemeType.property),
  ]),
);

/** The theme type a program keeps from a theme's type (none for a normal theme or an unknown value). */
export const programThemeTypeOf = (type: unknown): ProgramThemeTypeId | null =>
  type === campaignThemeType.prefilled ||
  type === campaignThemeType.noStoreSelector ||
  type === campaignThemeType.property
    ? type
    : null;
