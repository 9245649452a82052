import { mutate } from 'swr';
import { callRoute, type RouteCallInput } from '../../../lib/api';
import { uploadWithProgress } from '../../../lib/upload';
import { useRoute } from '../../../lib/useRoute';
import { programChanged } from './program';

export type SaveTacticBody = RouteCallInput<'tactics.saveProgramTactic'>['body'];
export { useThumbnails, type Thumbnail } from '../../../lib/thumbnails';

/** Creates or replaces a tactic of the Create tactic modal (`tactics/save-program-tactic`). */
export async function saveProgramTactic(body: SaveTacticBody) {
  const details = await callRoute('tactics.saveProgramTactic', { body });
  await programChanged(details);
  return details;
}

/** The can-delete check: 'DELETE', or the reason shown as the Delete button's tooltip. */
export const useTacticCanDelete = (id: string | null) =>
  useRoute('programtactics.canDelete', id ? { params: { id } } : null);

/** Delete Tactic (`programtactics/delete/{id}`, claim ProgramTactic/Delete). */
export async function deleteTactic(id: string, version: number) {
  const details = await callRoute('programtactics.delete', { params: { id }, body: { version } });
  await programChanged(details);
  return details;
}

/** Whether a SKU is free for this tactic: null when it is, otherwise the message. */
export async function skuMessage(sku: string, programId: number, tacticId: string | null) {
  const answer = await callRoute('tactics.validateSku', {
    query: { sku, programId, ...(tacticId ? { tacticId } : {}) },
  });
  return answer.valid ? null : answer.message;
}

/** Uploads a tactic's picture straight to the documents bucket. */
export async function uploadTacticImage(
  id: string,
  file: File,
  contentType: string,
  onProgress: (loaded: number, total: number) => void,
) {
  const slot = await callRoute('tactics.uploadImage', {
    params: { id },
    body: { fileName: file.name, contentType, size: file.size },
  });
  await uploadWithProgress(slot, file, onProgress, new AbortController().signal);
  // The upload moved the program's version and gave the tactic its picture: read both again.
  await programChanged();
  await mutate((key) => Array.isArray(key) && (key[0] === 'programs.get' || key[0] === 'tactics.thumbnails'));
}

const lookupQuery = { pageSize: 100, pageIndex: 0 };
/** The lists the modal picks from. */
export const useTacticLookups = () => ({
  shopTypes: useRoute('tactics.lookup.shopTypes', { query: lookupQuery }),
  vendors: useRoute('components.lookup.vendors', { query: lookupQuery }),
  childVendors: useRoute('components.lookup.childVendors', { query: lookupQuery }),
  mediaTypes: useRoute('components.lookup.mediaType', { query: lookupQuery }),
  barcodeDestinations: useRoute('components.lookup.barcodeDestination', { query: lookupQuery }),
  productionOptions: useRoute('tactics.lookup.productionOptions', { query: lookupQuery }),
  documentTypes: useRoute('tactics.lookup.documentTypes', { query: lookupQuery }),
  outputTypes: useRoute('tactics.lookup.outputTypes', { query: lookupQuery }),
  categories: useRoute('tactics.lookup.tacticCategories', { query: lookupQuery }),
  deliveryMethods: useRoute('tactics.lookup.deliveryMethods', { query: lookupQuery }),
});
