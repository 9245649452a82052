import { NotFound } from '../lib/errors';
import { documentsFamily } from '../../shared/contract/families/documents';
import { familyHandler, Redirect } from '../lib/familyHandler';
import { assertMayReadDocument } from '../domain/documents/documentAccess';
import { getDocument } from '../domain/documents/documentRepository';
import { createUploadSlot, presignDownload } from '../domain/documents/documentTransfers';
import { contentFileSlot, contentPage, saveContentPage } from '../domain/siteSetup/contentPages';

export const handler = familyHandler(documentsFamily, {
  // A plain upload names no owner: only its uploader may read it (owned uploads go through their owner's route).
  'documents.create': async ({ auth, body }) => (await createUploadSlot(body, auth.subject)).upload,
  'documents.file': async ({ auth, params }) => {
    const doc = await getDocument(params.id);
    if (!doc) throw new NotFound();
    await assertMayReadDocument(doc, auth);
    return new Redirect(await presignDownload(doc));
  },
  'content.get': ({ params }) => contentPage(params.page),
  'content.save': ({ auth, body, params }) => saveContentPage(params.page, body, auth),
  'content.upload': ({ auth, body, params }) => contentFileSlot(params.page, body, auth),
});
