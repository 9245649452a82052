import { MAX_UPLOAD_BYTES } from '../../../../shared/constants';
import {
  isAllowedUploadType,
  uploadContentType,
  uploadExtensions,
  type UploadPurpose,
} from '../../../../shared/uploads';

/** Why a chosen file cannot be uploaded: a type the server refuses for it, empty, or above the 50 MB limit. */
export type UploadProblem = 'type' | 'size' | 'empty';
/** Why a chosen file cannot be a picture: not an image the server takes, empty, or above the 50 MB limit. */
export type PictureProblem = UploadProblem;

/**
 * Checks a chosen file the way the server will for `purpose` (its allow-list in shared/uploads.ts, 50 MB), so a bad
 * file is refused when it is chosen, before any call; answers the type to ask the upload slot for, or the problem.
 */
export function checkUploadFile(
  purpose: UploadPurpose,
  file: { name: string; type: string; size: number },
): { contentType: string } | { problem: UploadProblem } {
  const contentType = uploadContentType(purpose, file.name, file.type);
  if (!isAllowedUploadType(purpose, contentType)) return { problem: 'type' };
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > MAX_UPLOAD_BYTES) return { problem: 'size' };
  return { contentType };
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
 * before any upload starts; answers the type to ask the upload slot for, or the problem.
 */
export function checkPictureFile(file: {
  name: string;
  type: string;
  size: number;
}): { contentType: string } | { problem: PictureProblem } {
  return checkUploadFile('tacticImage', file);
}
