import { mutate } from 'swr';
import type { ReferenceKindName } from '../../../../../shared/reference/kinds';
import { deleteReference, isReferenceKey, saveReference, type ReferenceId } from '../../../components/reference';

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
  await mutate((key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('reference'));
  return record;
}

/** Deletes a record nothing points at; one in use answers 409 with the reason. */
export async function deleteReferenceRecord(kind: ReferenceKindName, id: ReferenceId) {
  await deleteReference(kind, id);
  await mutate(isReferenceKey(kind));
  await mutate((key) => Array.isArray(key) && key[0] === 'reference-labels');
}
