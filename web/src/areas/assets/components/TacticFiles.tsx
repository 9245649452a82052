import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_UPLOAD_BYTES } from '../../../../../shared/constants';
import { serverMessages } from '../../../../../shared/messages';
import { uploadExtensions, uploadTypes } from '../../../../../shared/uploads';
import { useConfirm } from '../../../components/confirm';
import { ServerDataTable, useTableState, type TableColumn } from '../../../components/dataTable';
import { formatDate, formatTime } from '../../../components/format';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { translateMessage } from '../../../lib/i18n';
import {
  deleteTacticFile,
  downloadTacticFile,
  uploadTacticFile,
  useTacticFiles,
  type TacticFile,
} from '../api/tacticFiles';
import { EmailAssetLinkDialog } from './EmailAssetLinkDialog';
import { SendReport } from './SendReport';
import { fileSize } from './fileSize';
import { pageLocally } from './localPage';

/** The picker offers what the server accepts for tactic files (shared/uploads.ts). */
const tacticFileAccept = [
  ...Object.keys(uploadTypes.tacticFile),
  ...uploadExtensions('tacticFile').map((e) => `.${e}`),
].join(',');

interface Upload {
  key: string;
  fileName: string;
  loaded: number;
  total: number;
  state: 'uploading' | 'done' | 'failed';
  message?: string;
}

const UPLOAD_DONE_SHOWN_MS = 4000;

const when = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : `${formatDate(date)} ${formatTime(date)}`;
};

/**
 * A catalog tactic's files: paged, sorted and searched; downloads logged (`tactics/log-asset-download`); upload
 * with progress and removal for those who manage reference data; and the Email Asset Link dialog.
 */
export function TacticFiles({ tactic, canManage }: { tactic: { id: number; name: string }; canManage: boolean }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const confirm = useConfirm();
  const files = useTacticFiles(tactic.id);
  const table = useTableState({ sortBy: 'fileName' });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const [emailing, setEmailing] = useState(false);
  const [lastSend, setLastSend] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
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

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const started = chosen.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }));
    setUploads((list) => [
      ...list.filter((u) => u.state === 'uploading'),
      ...started.map(({ file, key }) =>
        file.size > MAX_UPLOAD_BYTES
          ? {
              key,
              fileName: file.name,
              loaded: 0,
              total: file.size,
              state: 'failed' as const,
              message: serverMessages.tooLarge,
            }
          : { key, fileName: file.name, loaded: 0, total: file.size, state: 'uploading' as const },
      ),
    ]);
    let uploaded = 0;
    for (const { file, key } of started) {
      if (file.size > MAX_UPLOAD_BYTES) continue;
      try {
        await uploadTacticFile(
          tactic.id,
          file,
          (phase) => phase.phase === 'uploading' && patch(key, { loaded: phase.loaded, total: phase.total }),
          new AbortController().signal,
        );
        patch(key, { state: 'done', loaded: file.size });
        // A finished upload shows as done for a moment, then leaves the list (the file is in the table).
        window.setTimeout(
          () => setUploads((list) => list.filter((u) => u.key !== key || u.state !== 'done')),
          UPLOAD_DONE_SHOWN_MS,
        );
        uploaded += 1;
      } catch (error) {
        patch(key, {
          state: 'failed',
          message: messagesOfError(error)
            .map((m) => translateMessage(t, m))
            .join(' '),
        });
      }
    }
    if (uploaded) box.success(t('assets.files.uploaded', { n: uploaded }));
  };

  const download = async (file: TacticFile) => {
    setBusy(file.documentId);
    try {
      await downloadTacticFile(tactic.id, file);
    } catch (error) {
      box.error(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (file: TacticFile) => {
    const ok = await confirm({
      message: t('assets.files.confirmRemove', { name: file.fileName }),
      danger: true,
      acceptLabel: t('assets.files.remove'),
    });
    if (!ok) return;
    setBusy(file.documentId);
    try {
      await deleteTacticFile(tactic.id, file.documentId);
      box.success(t('assets.files.removed', { name: file.fileName }));
    } catch (error) {
      box.error(error);
    } finally {
      setBusy(null);
    }
  };

  const columns: TableColumn<TacticFile>[] = [
    {
      field: 'fileName',
      header: t('assets.files.fileName'),
      sortField: 'fileName',
      fixed: true,
      body: (file) => (
        <Button
          type="button"
          link
          className="assets-file-link"
          label={file.fileName}
          icon="pi pi-download"
          loading={busy === file.documentId}
          onClick={() => void download(file)}
          aria-label={t('assets.files.downloadNamed', { name: file.fileName })}
        />
      ),
    },
    { field: 'size', header: t('assets.files.size'), sortField: 'size', body: (file) => fileSize(file.size) },
    { field: 'contentType', header: t('assets.files.type'), sortField: 'contentType', hidden: true },
    {
      field: 'uploadedAt',
      header: t('assets.files.uploadedAt'),
      sortField: 'uploadedAt',
      body: (file) => when(file.uploadedAt),
    },
  ];
  if (canManage) {
    columns.push({
      field: 'actions',
      header: t('assets.actions'),
      fixed: true,
      style: { width: '5rem' },
      body: (file) => (
        <Button
          type="button"
          icon="pi pi-trash"
          text
          rounded
          severity="danger"
          disabled={busy === file.documentId}
          aria-label={t('assets.files.removeNamed', { name: file.fileName })}
          onClick={() => void remove(file)}
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
        <>
          <Button
            type="button"
            icon="pi pi-upload"
            label={t('assets.files.upload')}
            outlined
            onClick={() => picker.current?.click()}
          />
          <input
            ref={picker}
            type="file"
            multiple
            hidden
            accept={tacticFileAccept}
            onChange={(e) => void upload(e)}
            aria-label={t('assets.files.upload')}
            data-testid="tactic-file-input"
          />
        </>
      )}
    </>
  );

  return (
    <section className="assets-section" aria-labelledby="assets-files-title">
      <h3 id="assets-files-title">{t('assets.files.title')}</h3>
      {uploads.length > 0 && (
        <ul className="assets-uploads" aria-label={t('assets.files.uploads')}>
          {uploads.map((u) => {
            const percent = u.total ? Math.min(100, Math.round((u.loaded / u.total) * 100)) : 0;
            return (
              <li key={u.key} className={`assets-upload ${u.state}`}>
                <span className="assets-upload-name">{u.fileName}</span>
                {u.state === 'failed' ? (
                  <span className="p-error">{u.message}</span>
                ) : (
                  <ProgressBar
                    value={u.state === 'done' ? 100 : percent}
                    aria-label={t('assets.files.progress', { name: u.fileName })}
                    displayValueTemplate={(v) => `${v}%`}
                  />
                )}
                {u.state !== 'uploading' && (
                  <Button
                    type="button"
                    icon="pi pi-times"
                    text
                    rounded
                    size="small"
                    aria-label={t('assets.files.dismiss', { name: u.fileName })}
                    onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
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
