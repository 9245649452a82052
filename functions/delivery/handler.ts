import { deliveryFamily } from '../../shared/contract/families/delivery';
import { addressBookOf, requireVisibleLocation, updateLocation } from '../domain/locations/addressBook';
import { importTemplate } from '../domain/locations/locationImport';
import {
  addOrRemoveLocation,
  createLocation,
  deliveryInformationOf,
  locationImportStatus,
  readDistribution,
  saveDelivery,
  saveProgramDistribution,
  selectAllLocations,
  startLocationImport,
} from '../domain/programs/programDelivery';
import { familyHandler } from '../lib/familyHandler';

/** The delivery family: routes only, over the programs domain's delivery step and the locations domain's address book. */
export const handler = familyHandler(deliveryFamily, {
  'delivery.information': ({ auth, params }) => deliveryInformationOf(params.id, auth),
  'delivery.saveInformation': ({ auth, params, body }) => saveDelivery(auth, params.id, body, false),
  'delivery.updateDate': ({ auth, params, body }) => saveDelivery(auth, params.id, body, true),
  'delivery.addressBook': (request) => addressBookOf(request),
  'delivery.createLocation': (request) => createLocation(request),
  'delivery.getLocation': ({ auth, params }) => requireVisibleLocation(params.id, auth),
  'delivery.updateLocation': (request) => updateLocation(request),
  'delivery.addRemoveLocation': (request) => addOrRemoveLocation(request),
  'delivery.selectAll': (request) => selectAllLocations(request),
  'delivery.distribution': (request) => readDistribution(request),
  'delivery.saveDistribution': (request) => saveProgramDistribution(request),
  'delivery.importTemplate': async () => ({ fileName: 'shipping-locations-template.csv', content: importTemplate }),
  'delivery.startImport': (request) => startLocationImport(request),
  'delivery.importStatus': (request) => locationImportStatus(request),
});
