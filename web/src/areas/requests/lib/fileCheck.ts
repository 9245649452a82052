import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedUploadType, uploadExtensions, uploadMessages } from '../../../../../shared/uploads';
import { translateMessage } from '../../../lib/i18n';
import { checkUploadFile, contentMatchesType, pictureExtensions } from '../../../lib/upload/pictureFile';

/**
 * What an upload area of a request takes: `attachment` every type of the `requestFile` allow-list (a version's
 * files, the form's attachments, a comment's), `image` the pictures of that list and PDFs (the form's Images,
 * previewed in the request).
 */
export type RequestFileKind = 'attachment' | 'image';

const isImage = (contentType: string) =>
  isAllowedUploadType('tacticImage', contentType) || contentType === 'application/pdf';

/** The extensions an area takes, for its hint, the refusal and the file picker. */
export const requestFileExtensions = (kind: RequestFileKind): string[] =>
  kind === 'image' ? [...pictureExtensions, 'pdf'] : uploadExtensions('requestFile');

/**
 * Checks a file when it is added, as the server will (docs/decisions.md, 'Communication requests'), and, for
 * an image, that its content is one: answers why it was not uploaded, naming it, in the words of every other
 * upload place ('{name} was not uploaded: ...', `uploadMessages`) in the reader's language, or null when it may
 * be queued.
 */
export function useRequestFileCheck(kind: RequestFileKind) {
  const { t } = useTranslation();
  return useCallback(
    async (file: File): Promise<string | null> => {
      const values = { name: file.name, types: requestFileExtensions(kind).join(', ') };
      const checked = checkUploadFile('requestFile', file);
      if ('problem' in checked) return translateMessage(t, checked.message);
      if (kind === 'image' && !isImage(checked.contentType))
        return translateMessage(t, uploadMessages.type(values.name, values.types));
      if (kind === 'image' && !(await contentMatchesType(file, checked.contentType).catch(() => false)))
        return t('requests.upload.notAPicture', values);
      return null;
    },
    [kind, t],
  );
}

/** Splits added files into those that may be queued and the messages of those refused. */
export async function sortAdded(files: readonly File[], check: (file: File) => Promise<string | null>) {
  const checked = await Promise.all(files.map(async (file) => ({ file, problem: await check(file) })));
  return {
    accepted: checked.filter((c) => c.problem === null).map((c) => c.file),
    refused: checked.flatMap((c) => (c.problem === null ? [] : [c.problem])),
  };
}
