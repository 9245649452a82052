import { assetsFamily } from '../../shared/contract/families/assets';
import {
  assetLinksOf,
  deleteTacticFile,
  logTacticDownload,
  openAssetLink,
  openAssetLinkFile,
  revokeAssetLink,
  tacticFiles,
  uploadTacticFile,
} from '../domain/assets/assetLinks';
import { assetSendReport, queueAssetLinks } from '../domain/assets/assetSends';
import { familyHandler } from '../lib/familyHandler';

/** The assets family: routes only, over the assets domain (functions/domain/assets/). */
export const handler = familyHandler(assetsFamily, {
  'tactics.files': ({ auth, params }) => tacticFiles(params.id, auth),
  'tactics.uploadFile': ({ auth, params, body }) => uploadTacticFile(params.id, body, auth),
  'tactics.deleteFile': ({ params, body }) => deleteTacticFile(params.id, body.key),
  'tactics.sendAssetLink': ({ auth, body }) => queueAssetLinks(body, auth),
  'tactics.assetSend': ({ auth, params }) => assetSendReport(params.id, auth),
  'tactics.assetLinks': ({ auth, params }) => assetLinksOf(params.id, auth),
  'tactics.revokeAssetLink': ({ auth, params }) => revokeAssetLink(params.id, auth),
  'tactics.logAssetDownload': ({ auth, body }) => logTacticDownload(body, auth),
  'assetLinks.open': ({ params }) => openAssetLink(params.token),
  'assetLinks.file': ({ params }) => openAssetLinkFile(params.token, params.documentId),
});
