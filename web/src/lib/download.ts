import { routes } from '../../../shared/contract/routes';
import { httpMessages } from '../../../shared/messages';
import { ApiError, errorFromResponse, reportAnswerStatus, routeRequestUrl } from './api';
import { webConfig } from './config';
import { currentIdToken } from './session';

/** The browser's download of a URL under a file name, through a temporary link. */
function clickDownload(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves what the page holds (a template, a fetched file) under a file name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  clickDownload(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Opens a download link the API handed out (a short-lived link to the file, named by the server). */
export const downloadFile = (file: { url: string; fileName: string }) => clickDownload(file.url, file.fileName);

/**
 * Downloads a document under its file name: `documents/{id}/file` with the user's token, which redirects to a
 * presigned GET valid for minutes. A refusal rejects with an `ApiError`; a 401 or 403 also reaches the app's
 * listeners first, so an expired session shows its dialog as any other call's does.
 */
export async function downloadDocument(documentId: string, fileName: string) {
  const url = routeRequestUrl(webConfig().apiBase, routes['documents.file'].path, { id: documentId });
  let response: Response;
  try {
    const token = (await currentIdToken())?.token;
    // Only the token: the browser drops it when following the redirect to S3, whose presigned URL needs nothing else.
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, cache: 'no-store' });
  } catch {
    throw new ApiError(0, { general: [httpMessages.networkError] });
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    // An expired session opens its dialog (a 403 refreshes the claims), as for every call of the app's client.
    reportAnswerStatus(response.status);
    throw errorFromResponse(response.status, body);
  }
  saveBlob(await response.blob(), fileName);
}
