import { referenceMessages } from '../../../shared/reference/kindFacts';
import {
  isPictureKind,
  PICTURE_FIELD,
  type PictureKind,
  type ReferenceKindName,
} from '../../../shared/reference/kinds';
import { skuOwner, skuTaken } from '../../../shared/tactics/sku';
import type { RouteContext } from '../../lib/familyHandler';
import { InvalidInput } from '../../lib/errors';
import type { AuthContext } from '../../lib/identity';
import { createUploadSlot } from '../documents/documentTransfers';
import { getDocument } from '../documents/documentRepository';
import { getReferenceRecord, listReferenceRecords } from './referenceRepository';
import type { RefId } from './referenceRules';

/**
 * The catalog's own checks on a save of a catalog tactic or campaign theme (docs/decisions.md, 'Reference
 * pictures'): the picture is an image uploaded for this kind through `reference/pictures`, and a tactic's SKU is
 * no other catalog tactic's (the same rule as `tactics/validate-sku`, so a form that skipped the check is refused).
 */

/** `reference/pictures`: an upload slot for a picture; the form saves the answer's id as the record's documentId. */
export async function uploadReferencePicture(body: RouteContext<'reference.uploadPicture'>['body'], auth: AuthContext) {
  const { kind, ...file } = body;
  return (await createUploadSlot(file, auth.subject, { kind: 'picture', of: kind })).upload;
}

async function refuseForeignPicture(kind: PictureKind, documentId: unknown, before: unknown) {
  if (typeof documentId !== 'string' || documentId === before) return;
  const document = await getDocument(documentId);
  const uploadedHere =
    !!document &&
    document.contentType.startsWith('image/') &&
    document.owner?.kind === 'picture' &&
    document.owner.of === kind;
  if (!uploadedHere) throw new InvalidInput({ [PICTURE_FIELD]: [referenceMessages.pictureNotUploaded] });
}

async function refuseTakenSku(sku: unknown, ownId: RefId | undefined) {
  if (typeof sku !== 'string' || !sku.trim()) return;
  const catalog = await listReferenceRecords('tactic');
  const owner = skuOwner(
    sku,
    ownId === undefined ? null : String(ownId),
    catalog.map((t) => ({ id: String(t.id), sku: t.sku ?? null, tacticName: t.tacticName })),
  );
  if (owner) throw new InvalidInput({ sku: [skuTaken(owner.tacticName)] });
}

/** Refuses a save whose picture or SKU breaks the catalog's rules; other kinds pass untouched. */
export async function checkCatalogSave(
  kind: ReferenceKindName,
  id: RefId | undefined,
  fields: Record<string, unknown>,
) {
  if (!isPictureKind(kind)) return;
  const before = id === undefined ? undefined : await getReferenceRecord(kind, id as number);
  await refuseForeignPicture(kind, fields[PICTURE_FIELD], before?.documentId);
  if (kind === 'tactic') await refuseTakenSku(fields.sku, id);
}
