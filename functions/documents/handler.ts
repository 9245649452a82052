import { NotFound } from '../lib/errors';
import { familyHandler, Redirect } from '../lib/familyHandler';
import { getDocument } from './documentRepository';
import { createUploadSlot, presignDownload } from './documentTransfers';

export const handler = familyHandler('documents', {
  'documents.create': async ({ auth, body }) => (await createUploadSlot(body, auth.subject)).upload,
  'documents.file': async ({ params }) => {
    const doc = await getDocument(params.id);
    if (!doc) throw new NotFound();
    return new Redirect(await presignDownload(doc));
  },
});
