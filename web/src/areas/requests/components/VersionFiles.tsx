import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageBox } from '../../../components/messageBox';
import { fileLink, useFileLink, type RequestFile } from '../api/requests';
import { fileKindOf } from '../lib/fileKind';
import { FilePreview } from './FilePreview';

/** The files of a version: images and PDFs shown in the page, other files as downloads, missing ones marked. */
export function VersionFiles({ files, width }: { files: readonly RequestFile[]; width?: number }) {
  const { t } = useTranslation();
  if (files.length === 0) return <p className="thread-empty">{t('requests.version.noFiles')}</p>;
  return (
    <div className="version-files">
      {files.map((file) =>
        file.state === 'missing' ? (
          <p key={file.documentId} className="file-missing">
            <i className="pi pi-exclamation-triangle" aria-hidden />{' '}
            {t('requests.version.missing', { name: file.title })}
          </p>
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
export function FileDownload({ file }: { file: { key: string; title: string } }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { url } = await fileLink(file.key, 'attachment');
      window.location.assign(url);
    } catch (error) {
      box.error(error);
    } finally {
      setBusy(false);
    }
  };
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
