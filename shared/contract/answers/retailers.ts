import * as z from '../../zod';
import { referenceRecordSchema } from '../../reference/kinds';
import { retailerLookupRowSchema } from './userAdmin';
import { pagedResult } from '../wrapper';
import { lazySchema } from '../../lazySchema';

/** The answer of `retailers.brands`. */
export const retailersBrandsAnswer = /* @__PURE__ */ lazySchema(() => z.array(referenceRecordSchema('brand')));

/** The answer of `retailers.active`, `sectors.retailers`. */
export const retailersActiveAnswer = /* @__PURE__ */ lazySchema(() => z.array(retailerLookupRowSchema));

/** The answer of `retailers.activePaged`. */
export const retailersActivePagedAnswer = /* @__PURE__ */ lazySchema(() => pagedResult(retailerLookupRowSchema));

/** The answer of `retailers.accountLocations`. */
export const retailersAccountLocationsAnswer = /* @__PURE__ */ lazySchema(() =>
  pagedResult(
    z.object({ id: z.string(), name: z.string(), city: z.optional(z.string()), state: z.optional(z.string()) }),
  ),
);

/** The answer of `retailers.updateFlags`. */
export const retailersUpdateFlagsAnswer = /* @__PURE__ */ lazySchema(() => referenceRecordSchema('retailer'));
