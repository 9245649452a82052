import * as z from 'zod';
import { knownClaims } from '../../claims';
import { defineRoute } from '../route';
import {
  addRemoveLocationSchema,
  addressBookQuery,
  createShippingLocationSchema,
  deliveryInformationSchema,
  distributionSchema,
  importStatusSchema,
  programIdOrZeroParams,
  saveDeliveryInformationSchema,
  saveDistributionSchema,
  shippingLocationIdParams,
  shippingLocationSchema,
  updateShippingLocationSchema,
} from '../schemas/delivery';
import { uploadRequestSchema } from '../schemas/common';
import { documentUploadSchema } from '../schemas/documents';
import { programIdParams } from '../schemas/programs';
import { pagedResult } from '../wrapper';

const view = knownClaims.viewPrograms;

/** Delivery information, the address book, shipping locations, CSV import and distribution (spec 02, section 7). */
export const deliveryRoutes = {
  'delivery.information': defineRoute({ method: 'GET', path: 'programs/{id}/deliveryinformation', family: 'delivery', access: view, params: programIdParams, response: deliveryInformationSchema, summary: "The program's delivery date, notes and selected locations." }),
  'delivery.saveInformation': defineRoute({ method: 'PUT', path: 'programs/{id}/deliveryinformation', family: 'delivery', access: view, params: programIdParams, body: saveDeliveryInformationSchema, response: deliveryInformationSchema, summary: 'Saves date and notes; the date must be tomorrow or later (tomorrow when none).' }),
  'delivery.updateDate': defineRoute({ method: 'POST', path: 'programs/{id}/update-delivery-date', family: 'delivery', access: view, params: programIdParams, body: saveDeliveryInformationSchema, response: deliveryInformationSchema, summary: 'Changes only the delivery date.' }),
  'delivery.addressBook': defineRoute({
    method: 'GET',
    path: 'programs/addressbook',
    family: 'delivery',
    access: view,
    query: addressBookQuery,
    response: pagedResult(shippingLocationSchema).extend({ nextCursor: z.string().nullable() }),
    summary: "A retailer's address book, alphabetical, paged in DynamoDB.",
  }),
  'delivery.createLocation': defineRoute({ method: 'POST', path: 'shippinglocation/{programId}', family: 'delivery', access: view, params: programIdOrZeroParams, body: createShippingLocationSchema, response: shippingLocationSchema, summary: 'Adds a location to the address book and, unless the program is 0, selects it for the program.' }),
  'delivery.getLocation': defineRoute({ method: 'GET', path: 'programs/shipping-location/{id}', family: 'delivery', access: view, params: shippingLocationIdParams, response: shippingLocationSchema, summary: 'One address-book location (Edit Address).' }),
  'delivery.updateLocation': defineRoute({ method: 'POST', path: 'programs/shipping-location/{id}', family: 'delivery', access: view, params: shippingLocationIdParams, body: updateShippingLocationSchema, response: shippingLocationSchema.nullable(), summary: 'Saves an address-book location, or removes it with delete 1.' }),
  'delivery.addRemoveLocation': defineRoute({ method: 'POST', path: 'programs/add-remove-shippinglocation', family: 'delivery', access: view, body: addRemoveLocationSchema, response: deliveryInformationSchema, summary: 'Selects a location for the program, or unselects it (its distribution goes with it).' }),
  'delivery.distribution': defineRoute({ method: 'GET', path: 'programs/shippinglocation/{id}', family: 'delivery', access: view, params: programIdParams, response: distributionSchema, summary: "Per tactic and location quantities of the program's distribution." }),
  'delivery.saveDistribution': defineRoute({ method: 'PUT', path: 'programs/saveshippinglocation/{id}', family: 'delivery', access: view, params: programIdParams, body: saveDistributionSchema, response: distributionSchema, summary: "Saves the distribution in one transaction; each tactic's quantities must equal its order quantity." }),
  'delivery.importTemplate': defineRoute({ method: 'GET', path: 'programs/download-import-template', family: 'delivery', access: view, response: z.object({ fileName: z.string(), content: z.string() }), summary: 'The CSV template for location imports.' }),
  'delivery.startImport': defineRoute({
    method: 'POST',
    path: 'programs/{id}/import-shipping-location',
    family: 'delivery',
    access: view,
    params: programIdParams,
    body: uploadRequestSchema('locationImport'),
    response: z.object({ importId: z.string(), upload: documentUploadSchema }),
    summary: 'Starts an import: one .csv file up to 50 MB, uploaded straight to S3 and processed as a stream.',
  }),
  'delivery.importStatus': defineRoute({
    method: 'GET',
    path: 'programs/{id}/imports/{importId}',
    family: 'delivery',
    access: view,
    params: programIdParams.extend({ importId: z.string().regex(/^[0-9a-f-]{36}$/, 'Unknown import') }),
    response: importStatusSchema,
    summary: "An import's progress and each bad row with its line and field.",
  }),
};
