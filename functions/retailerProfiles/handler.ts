import { retailerProfilesFamily } from '../../shared/contract/families/retailerProfiles';
import {
  copyLibraryDocuments,
  libraryPage,
  removeLibraryDocument,
  uploadLibraryDocument,
} from '../domain/retailerProfiles/libraryUseCases';
import {
  addContact,
  addProfileVersion,
  decideProfileVersion,
  removeContact,
  retailerContacts,
  retailerProfile,
  saveRetailerProfile,
  updateContact,
  uploadVersionFileAgain,
} from '../domain/retailerProfiles/profileUseCases';
import { familyHandler } from '../lib/familyHandler';

/**
 * The retailer profile family: routes only, over functions/domain/retailerProfiles/ (the profile, its versions and
 * their approval, the contacts, the document library).
 */
export const handler = familyHandler(retailerProfilesFamily, {
  'retailerProfile.get': ({ auth, query }) => retailerProfile(query.retailerId, auth),
  'retailerProfile.save': ({ auth, body }) => saveRetailerProfile(body, auth),
  'retailerProfile.addVersion': ({ auth, body }) => addProfileVersion(body, auth),
  'retailerProfile.uploadAgain': ({ auth, body }) => uploadVersionFileAgain(body, auth),
  'retailerProfile.approval': ({ auth, body }) => decideProfileVersion(body, auth),
  'retailerProfile.owners': ({ auth, query }) => retailerContacts(query.retailerId, auth),
  'retailerProfile.addOwner': ({ auth, body }) => addContact(body, auth),
  'retailerProfile.updateOwner': ({ auth, body }) => updateContact(body, auth),
  'retailerProfile.removeOwner': ({ auth, params, query }) => removeContact(query.retailerId, params.id, auth),
  'retailerProfile.library': ({ auth, params, query }) => libraryPage(params.id, query, auth),
  'retailerProfile.uploadDocument': ({ auth, params, body }) => uploadLibraryDocument(params.id, body, auth),
  'retailerProfile.deleteDocument': ({ auth, params }) => removeLibraryDocument(params.id, params.documentId, auth),
  'retailerProfile.copyDocuments': ({ auth, body }) => copyLibraryDocuments(body, auth),
});
