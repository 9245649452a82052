import { MAX_UPLOAD_BYTES } from '../../../../shared/constants';
import {
  isAllowedUploadType,
  uploadContentType,
  uploadExtensions,
  uploadMessages,
  type UploadPurpose,
} from '../../../../shared/uploads';

/**
 * Why a chosen file cannot be uploaded: a type the server refuses for it, not a .csv where an import takes one,
 * empty, or above the 50 MB limit.
 */
export type UploadProblem = 'type' | 'notCsv' | 'size' | 'empty';

/** What an upload place takes: a purpose's allow-list (shared/uploads.ts), or `csv`, the file of a CSV import. */
export type UploadTarget = UploadPurpose | 'csv';

/**
 * A refused file: the problem, and the server's own words for it naming the file (`uploadMessages`, English: the
 * web shows it through `translateMessage`, which says it in the reader's language, `server.uploads.*`).
 */
export interface UploadRefusal {
  problem: UploadProblem;
  message: string;
}

/**
 * Checks a chosen file the way the server will for `target` (a purpose's allow-list in shared/uploads.ts; for a
 * CSV import a name ending in .csv; then not empty and at most 50 MB), so a bad file is refused when it is chosen,
 * before any call, in the words the server would use; answers the type to ask the upload slot for, or the refusal.
 * Every upload place of the web refuses a file through it (docs/decisions.md, 'A refused upload names its file').
 */
export function checkUploadFile(
  target: UploadTarget,
  file: { name: string; type: string; size: number },
): { contentType: string } | UploadRefusal {
  const refused = (problem: UploadProblem, message: string) => ({ problem, message });
  const contentType =
    target === 'csv'
      ? /\.csv$/i.test(file.name)
        ? 'text/csv'
        : null
      : uploadContentType(target, file.name, file.type);
  if (contentType === null) return refused('notCsv', uploadMessages.notCsv(file.name));
  if (target !== 'csv' && !isAllowedUploadType(target, contentType))
    return refused('type', uploadMessages.type(file.name, uploadExtensions(target).join(', ')));
  if (file.size === 0) return refused('empty', uploadMessages.empty(file.name));
  if (file.size > MAX_UPLOAD_BYTES) return refused('size', uploadMessages.tooLarge(file.name));
  return { contentType };
}

/**
 * A choice of files checked one by one (`checkUploadFile`): those the place takes, in their order, and why each
 * other one was refused, naming it; a refused file never drops the others.
 */
export function sortChosenFiles<F extends { name: string; type: string; size: number }>(
  target: UploadTarget,
  files: readonly F[],
): { accepted: F[]; refused: string[] } {
  const checked = files.map((file) => ({ file, checked: checkUploadFile(target, file) }));
  return {
    accepted: checked.flatMap((c) => ('problem' in c.checked ? [] : [c.file])),
    refused: checked.flatMap((c) => ('problem' in c.checked ? [c.checked.message] : [])),
  };
}

/** The first bytes of the types a browser previews (a picture or a PDF). */
const signatures: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => String.fromCharCode(...b.slice(0, 4)) === 'GIF8',
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  'application/pdf': (b) => String.fromCharCode(...b.slice(0, 5)) === '%PDF-',
};

/**
 * Whether a file's content starts as its type says (png, jpeg, gif, webp, pdf: a text file renamed `.png` does
 * not); other types are not looked at and pass.
 */
export async function contentMatchesType(file: Blob, contentType: string): Promise<boolean> {
  const matches = signatures[contentType];
  if (!matches) return true;
  return matches(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
}

/** The extensions a picture may have (png, jpg, jpeg, gif, webp): the file picker's `accept` and the message. */
export const pictureExtensions = uploadExtensions('tacticImage');

/**
 * Checks a chosen picture the way the server will (the `tacticImage` allow-list, 50 MB), so a bad file is refused
 * before any upload starts; answers the type to ask the upload slot for, or the refusal naming the file.
 */
export function checkPictureFile(file: {
  name: string;
  type: string;
  size: number;
}): { contentType: string } | UploadRefusal {
  return checkUploadFile('tacticImage', file);
}
