import * as z from '../../zod';
import { referenceRecordSchema } from '../../reference/kinds';
import { retailerLookupRowSchema } from './userAdmin';
import { pagedResult } from '../wrapper';

/** The answer of `retailers.brands`. */
export const retailersBrandsAnswer = z.array(referenceRecordSchema('brand'));

/** The answer of `retailers.active`, `sectors.retailers`. */
export const retailersActiveAnswer = z.array(retailerLookupRowSchema);

/** The answer of `retailers.activePaged`. */
export const retailersActivePagedAnswer = pagedResult(retailerLookupRowSchema);

/** The answer of `retailers.accountLocations`. */
export const retailersAccountLocationsAnswer = pagedResult(
  z.object({ id: z.string(), name: z.string(), city: z.optional(z.string()), state: z.optional(z.string()) }),
);

/** The answer of `retailers.updateFlags`. */
export const retailersUpdateFlagsAnswer = referenceRecordSchema('retailer');
