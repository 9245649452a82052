import { mutate } from 'swr';
import type { PictureKind, ReferenceKindName } from '../../../../../shared/reference/kinds';
import { deleteReference, isReferenceKey, saveReference, type ReferenceId } from '../../../components/reference';
import { callRoute } from '../../../lib/api';

export { useThumbnails } from '../../../lib/thumbnails';
export {
  useReferenceList,
  useReferenceRecord,
  type ReferenceListQuery,
  type ReferenceRecord,
} from '../../../components/reference';

/**
 * Saves a reference record (create without id and version, update with both; a stale version answers 409) and
 * refreshes every list and record of the kind, and of the kinds whose usage counts it may have moved.
 */
export async function saveReferenceRecord(kind: ReferenceKindName, body: Record<string, unknown>) {
  const record = await saveReference(kind, body);
  // The lists and records of every kind, and the pictures' links (a saved picture shows on the cards at once).
  await mutate(
    (key) =>
      Array.isArray(key) &&
      typeof key[0] === 'string' &&
      (key[0].startsWith('reference') || key[0] === 'tactics.thumbnails'),
  );
  return record;
}

/** An upload slot for a catalog tactic's or campaign theme's picture (`reference/pictures`, claim ReferenceData/Manage). */
export const requestPictureSlot = (kind: PictureKind, file: { fileName: string; contentType: string; size: number }) =>
  callRoute('reference.uploadPicture', { body: { ...file, kind } });

/**
 * Whether a catalog tactic's SKU is free (`tactics/validate-sku`, the route the Create tactic modal uses): null when
 * it is, otherwise the route's message. The tactic being edited passes its id, so its own SKU is not 'taken'.
 */
export async function skuMessage(sku: string, tacticId: ReferenceId | null) {
  const answer = await callRoute('tactics.validateSku', {
    query: { sku, ...(tacticId === null ? {} : { tacticId: String(tacticId) }) },
  });
  return answer.valid ? null : answer.message;
}

/** Deletes a record nothing points at; one in use answers 409 with the reason. */
export async function deleteReferenceRecord(kind: ReferenceKindName, id: ReferenceId) {
  await deleteReference(kind, id);
  await mutate(isReferenceKey(kind));
  await mutate((key) => Array.isArray(key) && key[0] === 'reference-labels');
}
