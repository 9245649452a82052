import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { requestMessages } from '../../../../../shared/communication/requests';
import { useBusyAction, useMessageBox } from '../../../components/messageBox';
import {
  confirmFiles,
  fileLink,
  putFile,
  refreshRequest,
  uploadAgain,
  useFileLink,
  type RequestFile,
} from '../api/requests';
import { useRequestFileCheck } from '../lib/fileCheck';
import { fileKindOf } from '../lib/fileKind';
import { FilePreview } from './FilePreview';

/** Where a missing file can be uploaded again (the latest version's files; none in the compare view). */
interface Target {
  requestId: number;
  versionId: number;
}

/**
 * The files of a version: images and PDFs shown in the page, other files as downloads; a file whose bytes did not
 * arrive is named, with a way to upload it again when `target` is given.
 */
export function VersionFiles({
  files,
  width,
  target,
}: {
  files: readonly RequestFile[];
  width?: number;
  target?: Target;
}) {
  const { t } = useTranslation();
  if (files.length === 0) return <p className="thread-empty">{t('requests.version.noFiles')}</p>;
  return (
    <div className="version-files">
      {files.map((file) =>
        file.state === 'missing' ? (
          <MissingFile key={file.documentId} file={file} target={target} />
        ) : fileKindOf(file.title, file.contentType) === 'other' ? (
          <FileDownload key={file.documentId} file={file} />
        ) : (
          <ShownFile key={file.documentId} file={file} width={width} />
        ),
      )}
    </div>
  );
}

function ShownFile({ file, width }: { file: RequestFile; width?: number }) {
  const { t } = useTranslation();
  const link = useFileLink(file.key);
  if (link.error) return <FileDownload file={file} />;
  if (!link.data) return <ProgressSpinner className="preview-spinner" aria-label={t('requests.preview.loading')} />;
  return <FilePreview file={{ name: file.title, url: link.data.url, contentType: file.contentType }} width={width} />;
}

/** A file offered as a download: its presigned link is asked for when clicked (links last minutes). */
function FileDownload({ file }: { file: { key: string; title: string } }) {
  const { t } = useTranslation();
  const [busy, download] = useBusyAction(async () => {
    const { url } = await fileLink(file.key, 'attachment');
    window.location.assign(url);
  });
  return (
    <Button
      type="button"
      link
      size="small"
      icon="pi pi-paperclip"
      label={file.title}
      aria-label={t('requests.preview.download', { name: file.title })}
      loading={busy}
      onClick={() => void download()}
    />
  );
}

/** A file that did not arrive: its name, and the same file chosen again goes to a fresh slot. */
function MissingFile({ file, target }: { file: RequestFile; target?: Target }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const check = useRequestFileCheck('attachment');
  const [busy, send] = useBusyAction(async (chosen: File) => {
    if (!target) return;
    const slot = await uploadAgain(target.requestId, target.versionId, chosen);
    await putFile(slot, chosen, () => undefined, new AbortController().signal);
    const check = await confirmFiles(target.requestId, target.versionId);
    if (check.missing.length === 0) box.success(requestMessages.uploadSuccess);
    await refreshRequest(target.requestId);
  });
  return (
    <p className="file-missing">
      <i className="pi pi-exclamation-triangle" aria-hidden /> {t('requests.version.missing', { name: file.title })}
      {target && (
        <input
          type="file"
          disabled={busy}
          aria-label={t('requests.version.uploadAgain', { name: file.title })}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            e.target.value = '';
            // Checked as every request file is when added: a refused one is named, nothing is asked of the server.
            if (chosen) void check(chosen).then((refused) => (refused ? box.danger(refused) : send(chosen)));
          }}
        />
      )}
    </p>
  );
}
