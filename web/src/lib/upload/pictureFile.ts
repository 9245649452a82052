import { MAX_UPLOAD_BYTES } from '../../../../shared/constants';
import { isAllowedUploadType, uploadContentType, uploadExtensions } from '../../../../shared/uploads';

/** Why a chosen file cannot be a picture: not an image the server takes, empty, or above the 50 MB limit. */
export type PictureProblem = 'type' | 'size' | 'empty';

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
  const contentType = uploadContentType('tacticImage', file.name, file.type);
  if (!isAllowedUploadType('tacticImage', contentType)) return { problem: 'type' };
  if (file.size === 0) return { problem: 'empty' };
  if (file.size > MAX_UPLOAD_BYTES) return { problem: 'size' };
  return { contentType };
}
