import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isAllowedUploadType, uploadExtensions } from '../../../../../shared/uploads';
import {
  checkUploadFile,
  contentMatchesType,
  pictureExtensions,
  type UploadProblem,
} from '../../../lib/upload/pictureFile';

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

/** The area's words for a refused file ('{name} was not added: ...'); a request takes no CSV import. */
const refusalKeys: Record<UploadProblem, string> = {
  type: 'refusedType',
  notCsv: 'refusedType',
  empty: 'refusedEmpty',
  size: 'refusedSize',
};

/**
 * Checks a file when it is added, as the server will (docs/decisions.md, 'Communication requests'), and, for
 * an image, that its content is one: answers why it was not added, naming it, or null when it may be queued.
 */
export function useRequestFileCheck(kind: RequestFileKind) {
  const { t } = useTranslation();
  return useCallback(
    async (file: File): Promise<string | null> => {
      const values = { name: file.name, types: requestFileExtensions(kind).join(', ') };
      const checked = checkUploadFile('requestFile', file);
      if ('problem' in checked) {
        const key = refusalKeys[checked.problem];
        return t(`requests.upload.${key}`, values);
      }
      if (kind === 'image' && !isImage(checked.contentType)) return t('requests.upload.refusedType', values);
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
