import { Button } from 'primereact/button';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadExtensions, uploadTypes } from '../../../../../shared/uploads';
import { ServerDataTable, useTableState, type TableColumn } from '../../../components/dataTable';
import { formatDateTime } from '../../../components/format';
import { useMessageBox } from '../../../components/messageBox';
import {
  ChooseFilesButton,
  FileDownloadButton,
  FileRemoveButton,
  UploadRows,
  useFileActions,
  useFileUploads,
} from '../../../components/upload';
import {
  deleteTacticFile,
  downloadTacticFile,
  uploadTacticFile,
  useTacticFiles,
  type TacticFile,
} from '../api/tacticFiles';
import { EmailAssetLinkDialog } from './EmailAssetLinkDialog';
import { SendReport } from './SendReport';
import { fileSizeText } from '../../../lib/upload/csvFile';
import { pageLocally } from './localPage';

/** The picker offers what the server accepts for tactic files (shared/uploads.ts). */
const tacticFileAccept = [
  ...Object.keys(uploadTypes.tacticFile),
  ...uploadExtensions('tacticFile').map((e) => `.${e}`),
].join(',');

const UPLOAD_DONE_SHOWN_MS = 4000;

/**
 * A catalog tactic's files: paged, sorted and searched; downloads logged (`tactics/log-asset-download`); upload
 * with progress and removal for those who manage reference data; and the Email Asset Link dialog.
 */
export function TacticFiles({ tactic, canManage }: { tactic: { id: number; name: string }; canManage: boolean }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const files = useTacticFiles(tactic.id);
  const table = useTableState({ sortBy: 'fileName' });
  const [emailing, setEmailing] = useState(false);
  const [lastSend, setLastSend] = useState<string | null>(null);
  const result = useMemo(
    () =>
      files.data
        ? pageLocally(files.data, table.query, {
            searchText: (f) => [f.fileName, f.contentType],
            defaultSort: 'fileName',
          })
        : undefined,
    [files.data, table.query],
  );

  const uploads = useFileUploads({
    purpose: 'tacticFile',
    texts: 'assets.files',
    send: (file, contentType, onProgress, signal) => uploadTacticFile(tactic.id, file, contentType, onProgress, signal),
    onAdded: (n) => box.success(t('assets.files.uploaded', { n })),
    // A finished upload shows as done for a moment, then leaves the list (the file is in the table).
    keepDoneFor: UPLOAD_DONE_SHOWN_MS,
  });
  const actions = useFileActions<TacticFile>({
    download: (file) => downloadTacticFile(tactic.id, file),
    remove: {
      run: (file) => deleteTacticFile(tactic.id, file.documentId),
      confirm: (file) => t('assets.files.confirmRemove', { name: file.fileName }),
      acceptLabel: t('assets.files.remove'),
      removed: (file) => t('assets.files.removed', { name: file.fileName }),
    },
  });

  const columns: TableColumn<TacticFile>[] = [
    {
      field: 'fileName',
      header: t('assets.files.fileName'),
      sortField: 'fileName',
      fixed: true,
      body: (file) => (
        <FileDownloadButton
          file={file}
          busy={actions.busy === file.documentId}
          label={(name) => t('assets.files.downloadNamed', { name })}
          onClick={() => void actions.download(file)}
        />
      ),
    },
    { field: 'size', header: t('assets.files.size'), sortField: 'size', body: (file) => fileSizeText(file.size) },
    { field: 'contentType', header: t('assets.files.type'), sortField: 'contentType', hidden: true },
    {
      field: 'uploadedAt',
      header: t('assets.files.uploadedAt'),
      sortField: 'uploadedAt',
      body: (file) => formatDateTime(file.uploadedAt),
    },
  ];
  if (canManage) {
    columns.push({
      field: 'actions',
      header: t('assets.actions'),
      fixed: true,
      style: { width: '5rem' },
      body: (file) => (
        <FileRemoveButton
          file={file}
          busy={actions.busy === file.documentId}
          label={(name) => t('assets.files.removeNamed', { name })}
          onClick={() => void actions.remove(file)}
        />
      ),
    });
  }

  const toolbar = (
    <>
      <Button
        type="button"
        icon="pi pi-envelope"
        label={t('assets.email.open')}
        onClick={() => setEmailing(true)}
        disabled={!files.data}
      />
      {canManage && (
        <ChooseFilesButton
          icon="pi pi-upload"
          label={t('assets.files.upload')}
          accept={tacticFileAccept}
          testId="tactic-file-input"
          onChoose={(chosen) => void uploads.add(chosen)}
        />
      )}
    </>
  );

  return (
    <section className="assets-section" aria-labelledby="assets-files-title">
      <h3 id="assets-files-title">{t('assets.files.title')}</h3>
      <UploadRows {...uploads.rows} className="assets-uploads" />
      <ServerDataTable<TacticFile>
        tableId="assets-files"
        table={table}
        result={result}
        loading={files.isLoading}
        error={files.error}
        columns={columns}
        dataKey="documentId"
        toolbar={toolbar}
        caption={t('assets.files.caption', { name: tactic.name })}
        searchPlaceholder={t('assets.files.search')}
        emptyMessage={canManage ? t('assets.files.emptyManage') : t('assets.files.empty')}
      />
      {lastSend && <SendReport sendId={lastSend} tacticId={tactic.id} onDismiss={() => setLastSend(null)} />}
      {emailing && files.data && (
        <EmailAssetLinkDialog
          tactic={tactic}
          files={files.data}
          onClose={() => setEmailing(false)}
          onSent={setLastSend}
        />
      )}
    </section>
  );
}
