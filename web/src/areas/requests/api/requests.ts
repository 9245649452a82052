import { mutate } from 'swr';
import type * as z from '../../../../../shared/zod';
import type {
  createRequestSchema,
  requestListQuerySchema,
} from '../../../../../shared/contract/schemas/communicationRequests';
import { callRoute, type RouteResult } from '../../../lib/api';
import { uploadWithProgress, type UploadProgress } from '../../../lib/upload';
import { useRoute } from '../../../lib/useRoute';

export type RequestDetails = RouteResult<'communicationRequests.get'>;
export type RequestInfo = RequestDetails['info'];
type RequestVersion = RequestDetails['version'];
export type RequestMessage = RequestDetails['messages'][number];
export type RequestFile = RequestVersion['files'][number];
export type RequestRow = RouteResult<'communicationRequests.list'>['items'][number];
export type RequestContact = RequestInfo['contacts'][number];
type UploadSlot = RouteResult<'communicationRequests.upload'>;

const isRequestKey = (requestId?: number) => (key: unknown) =>
  Array.isArray(key) &&
  typeof key[0] === 'string' &&
  key[0].startsWith('communicationRequests.') &&
  (requestId === undefined || (key[1] as { params?: { id?: number } } | undefined)?.params?.id === requestId);

/** Reads the requests' lists and the request again (after a change). */
export const refreshRequest = (requestId?: number) =>
  Promise.all([
    mutate(isRequestKey(requestId)),
    mutate((key: unknown) => Array.isArray(key) && key[0] === 'communicationRequests.list'),
  ]);

/** The requests the user may see, paged, searched, sorted and filtered (`GET programs/communicationrequest`). */
export const useRequestList = (query: z.input<typeof requestListQuerySchema>) =>
  useRoute('communicationRequests.list', { query }, { keepPreviousData: true });

/** A request with one version (the latest without `versionId`) and that version's thread. */
export function useRequestDetails(requestId: number | null, versionId: number | null) {
  const latest = useRoute('communicationRequests.get', requestId && !versionId ? { params: { id: requestId } } : null, {
    keepPreviousData: true,
  });
  const chosen = useRoute(
    'communicationRequests.getVersion',
    requestId && versionId ? { params: { id: requestId, version: versionId } } : null,
    { keepPreviousData: true },
  );
  return versionId ? chosen : latest;
}

/** Files the client announced, as the contract takes them. */
const announce = (files: readonly File[]) =>
  files.map((file) => ({ fileName: file.name, contentType: file.type || 'application/octet-stream', size: file.size }));

/** Puts one file's bytes to its presigned slot (the bytes never pass through the API). */
export const putFile = (slot: UploadSlot, file: File, onProgress: UploadProgress, signal: AbortSignal) =>
  uploadWithProgress(slot.upload, file, onProgress, signal);

/** Creates a request (version 1): answers an upload slot per announced file. */
export const createRequest = (body: z.input<typeof createRequestSchema>) =>
  callRoute('communicationRequests.create', { body });

/** A fresh slot for a version's file that did not arrive (same name). */
export const uploadAgain = (requestId: number, versionId: number, file: File) =>
  callRoute('communicationRequests.upload', {
    params: { id: requestId },
    body: { versionId, ...announce([file])[0]! },
  });

/** A slot for a file added to one's own message (on edit). */
export const uploadMessageFile = (requestId: number, versionId: number, messageId: number, file: File) =>
  callRoute('communicationRequests.uploadMessageFile', {
    params: { id: requestId, messageId },
    body: { versionId, ...announce([file])[0]! },
  });

/** Asks which announced files of a version (and of its comments) have not arrived. */
export const confirmFiles = (requestId: number, versionId: number) =>
  callRoute('communicationRequests.confirmFiles', { body: { requestId, versionId } });

/** Uploads the next version: announces its files and answers their slots. */
export const addVersion = (requestId: number, nextVersionId: number, files: readonly File[]) =>
  callRoute('communicationRequests.addVersion', { body: { requestId, nextVersionId, files: announce(files) } });

export const addComment = (body: {
  action: 'Create' | 'Edit' | 'Delete';
  requestId: number;
  versionId: number;
  message?: string;
  parentId?: number | null;
  sendEmail?: boolean;
  requestMessageId?: number | null;
  files?: readonly File[];
}) =>
  callRoute('communicationRequests.addComment', {
    body: { ...body, files: announce(body.files ?? []) },
  });

export const updateReason = (requestId: number, reasonForReviewId: number, isSelected: boolean) =>
  callRoute('communicationRequests.updateReasonReview', { body: { requestId, reasonForReviewId, isSelected } });

export const updateTactic = (requestId: number, programTacticId: string, isSelected: boolean) =>
  callRoute('communicationRequests.updateRelatedTactics', { body: { requestId, programTacticId, isSelected } });

export const updateContact = (requestId: number, contactId: string, isSelected: boolean) =>
  callRoute('communicationRequests.updateContacts', { body: { requestId, contactId, isSelected } });

export const markAsResolved = (requestId: number, action: 'Resolved' | 'Reopen', version: number) =>
  callRoute('communicationRequests.markAsResolved', { body: { requestId, action, version } });

export const tickChecklist = (requestId: number, versionId: number, requestMessageId: number, done: boolean) =>
  callRoute('communicationRequests.tickChecklist', { body: { requestId, versionId, requestMessageId, done } });

/** A presigned link to a file (minutes): `inline` for images and PDFs shown in the page. */
export const fileLink = (key: string, disposition: 'inline' | 'attachment') =>
  callRoute('communicationRequests.file', { query: { key, disposition } });

/** The same link through SWR, for a preview (kept while the page shows it; links last minutes). */
export const useFileLink = (key: string | null) =>
  useRoute('communicationRequests.file', key ? { query: { key, disposition: 'inline' } } : null, {
    // Each answer is a new signed address: asking again would load the file again.
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });

/** A program's tactics with their funding sources. */
export const useProgramTactics = (programId: number | null) =>
  useRoute('communicationRequests.relatedPrograms', programId ? { query: { programId } } : null, {
    revalidateOnFocus: false,
  });

export const lookupPrograms = (query: { searchTerm: string; pageIndex: number; pageSize: number }) =>
  callRoute('communicationRequests.lookupPrograms', { query });

export const lookupContacts = (
  query: { searchTerm: string; pageIndex: number; pageSize: number },
  programId?: number,
) => callRoute('communicationRequests.lookupContacts', { query: { ...query, programId } });
