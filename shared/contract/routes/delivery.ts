import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { answers, defineRoute } from '../route';
import {
  addRemoveLocationSchema,
  addressBookQuery,
  createShippingLocationSchema,
  distributionQuery,
  programIdOrZeroParams,
  saveDeliveryInformationSchema,
  selectAllLocationsSchema,
  saveDistributionSchema,
  shippingLocationIdParams,
  updateShippingLocationSchema,
} from '../schemas/delivery';
import type {
  deliveryInformationSchema,
  distributionSchema,
  importStatusSchema,
  selectAllAnswerSchema,
  shippingLocationSchema,
} from '../answers/delivery';
import { uploadRequestSchema } from '../schemas/common';
import { programIdParams } from '../schemas/common';
import { csvImportUploads } from '../../uploads';
import * as contractMessages from '../contractMessages';
import type {
  deliveryAddressBookAnswer,
  deliveryUpdateLocationAnswer,
  deliveryImportTemplateAnswer,
  deliveryStartImportAnswer,
} from '../answers/delivery';
import { lazySchema } from '../../lazySchema';

const view = knownClaims.viewPrograms;

/** Delivery information, the address book, shipping locations, CSV import and distribution (spec 02, section 7). */
export const deliveryRoutes = {
  'delivery.information': defineRoute({
    method: 'GET',
    path: 'programs/{id}/deliveryinformation',
    family: 'delivery',
    access: view,
    params: programIdParams,
    response: answers<typeof deliveryInformationSchema>(),
    summary: "The program's delivery date, notes and selected locations.",
  }),
  'delivery.saveInformation': defineRoute({
    method: 'PUT',
    path: 'programs/{id}/deliveryinformation',
    family: 'delivery',
    access: view,
    params: programIdParams,
    body: saveDeliveryInformationSchema,
    response: answers<typeof deliveryInformationSchema>(),
    summary: 'Saves date and notes; the date must be tomorrow or later (tomorrow when none).',
  }),
  'delivery.updateDate': defineRoute({
    method: 'POST',
    path: 'programs/{id}/update-delivery-date',
    family: 'delivery',
    access: view,
    params: programIdParams,
    body: saveDeliveryInformationSchema,
    response: answers<typeof deliveryInformationSchema>(),
    summary: 'Changes only the delivery date.',
  }),
  'delivery.addressBook': defineRoute({
    method: 'GET',
    path: 'programs/addressbook',
    family: 'delivery',
    access: view,
    query: addressBookQuery,
    response: answers<typeof deliveryAddressBookAnswer>(),
    summary: "A retailer's address book, alphabetical, paged in DynamoDB.",
  }),
  'delivery.createLocation': defineRoute({
    method: 'POST',
    path: 'shippinglocation/{programId}',
    family: 'delivery',
    access: view,
    params: programIdOrZeroParams,
    body: createShippingLocationSchema,
    response: answers<typeof shippingLocationSchema>(),
    summary: 'Adds a location to the address book and, unless the program is 0, selects it for the program.',
  }),
  'delivery.getLocation': defineRoute({
    method: 'GET',
    path: 'programs/shipping-location/{id}',
    family: 'delivery',
    access: view,
    params: shippingLocationIdParams,
    response: answers<typeof shippingLocationSchema>(),
    summary: 'One address-book location (Edit Address).',
  }),
  'delivery.updateLocation': defineRoute({
    method: 'POST',
    path: 'programs/shipping-location/{id}',
    family: 'delivery',
    access: view,
    params: shippingLocationIdParams,
    body: updateShippingLocationSchema,
    response: answers<typeof deliveryUpdateLocationAnswer>(),
    summary: 'Saves an address-book location, or removes it with delete 1.',
  }),
  'delivery.addRemoveLocation': defineRoute({
    method: 'POST',
    path: 'programs/add-remove-shippinglocation',
    family: 'delivery',
    access: view,
    body: addRemoveLocationSchema,
    response: answers<typeof deliveryInformationSchema>(),
    summary: 'Selects a location for the program, or unselects it (its distribution goes with it).',
  }),
  'delivery.selectAll': defineRoute({
    method: 'POST',
    path: 'programs/{id}/select-all-shippinglocations',
    family: 'delivery',
    access: view,
    params: programIdParams,
    body: selectAllLocationsSchema,
    response: answers<typeof selectAllAnswerSchema>(),
    summary:
      "Select All: selects the address-book locations matching the filter, one page of the program retailer's book per call (the answer's cursor goes on).",
  }),
  'delivery.distribution': defineRoute({
    method: 'GET',
    path: 'programs/shippinglocation/{id}',
    family: 'delivery',
    access: view,
    params: programIdParams,
    query: distributionQuery,
    response: answers<typeof distributionSchema>(),
    summary: "A page of the program's locations with their quantities per tactic, and each tactic's total.",
  }),
  'delivery.saveDistribution': defineRoute({
    method: 'PUT',
    path: 'programs/saveshippinglocation/{id}',
    family: 'delivery',
    access: view,
    params: programIdParams,
    body: saveDistributionSchema,
    response: answers<typeof distributionSchema>(),
    summary:
      "Saves a page of locations' quantities in one transaction; after the final page each tactic's total must equal its order quantity.",
  }),
  'delivery.importTemplate': defineRoute({
    method: 'GET',
    path: 'programs/download-import-template',
    family: 'delivery',
    access: view,
    response: answers<typeof deliveryImportTemplateAnswer>(),
    summary: 'The CSV template for location imports.',
  }),
  'delivery.startImport': defineRoute({
    method: 'POST',
    path: 'programs/{id}/import-shipping-location',
    family: 'delivery',
    access: view,
    params: programIdParams,
    body: lazySchema(() => uploadRequestSchema(csvImportUploads)),
    response: answers<typeof deliveryStartImportAnswer>(),
    summary: 'Starts an import: one .csv file up to 50 MB, uploaded straight to S3 and processed as a stream.',
  }),
  'delivery.importStatus': defineRoute({
    method: 'GET',
    path: 'programs/{id}/imports/{importId}',
    family: 'delivery',
    access: view,
    params: lazySchema(() =>
      z.extend(programIdParams, {
        importId: z.string().check(z.regex(/^[0-9a-f-]{36}$/, contractMessages.unknownImport)),
      }),
    ),
    response: answers<typeof importStatusSchema>(),
    summary: "An import's progress and each bad row with its line and field.",
  }),
};
