import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadPurpose } from '../../../../shared/uploads';
import { downloadDocument } from '../../lib/download';
import { translateMessage } from '../../lib/i18n';
import { fileSizeText, percentOf } from '../../lib/upload/csvFile';
import type { UploadProgress } from '../../lib/upload';
import { checkUploadFile } from '../../lib/upload/pictureFile';
import { useConfirm } from '../confirm';
import { messagesOfError, useBusyAction, useMessageBox } from '../messageBox';
import './upload.css';

/**
 * The shared pieces of a thing's files (a component's, a catalog tactic's, a content page's, a profile version's,
 * a request version's): the list to download, the files chosen before they are sent, and the files going up with a
 * progress bar each and their refusals. The area passes its routes (as functions) and its texts.
 */

/** A stored file as the lists show it. */
export interface ListedFile {
  documentId: string;
  fileName: string;
  size?: number;
}

/** What a file's name makes of a text: an accessible name, a confirmation. */
type Named = (name: string) => string;

const errorText = (t: ReturnType<typeof useTranslation>['t'], error: unknown) =>
  messagesOfError(error)
    .map((m) => translateMessage(t, m))
    .join(' ');

/**
 * Downloading and removing one of a list's files: the file is busy while either runs, a failure goes to the
 * message box; a removal asks first (`remove.confirm`) and says when it is done (`remove.removed`).
 */
export function useFileActions<F extends ListedFile>({
  download = (file) => downloadDocument(file.documentId, file.fileName),
  remove,
}: {
  download?: (file: F) => Promise<void>;
  remove?: {
    run: (file: F) => Promise<unknown>;
    confirm: (file: F) => string;
    acceptLabel: string;
    removed: (file: F) => string;
  };
}) {
  const box = useMessageBox();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  // A failure goes to the message box; the file is busy while its work runs.
  const [, withFile] = useBusyAction(async (file: F, work: () => Promise<void>) => {
    setBusy(file.documentId);
    await work().finally(() => setBusy(null));
  });
  return {
    busy,
    download: (file: F) => withFile(file, () => download(file)),
    remove: async (file: F) => {
      if (!remove) return;
      const ok = await confirm({ message: remove.confirm(file), danger: true, acceptLabel: remove.acceptLabel });
      if (!ok) return;
      await withFile(file, async () => {
        await remove.run(file);
        box.success(remove.removed(file));
      });
    },
  };
}

export type FileActions<F extends ListedFile> = ReturnType<typeof useFileActions<F>>;

/** A file's download link: its name, busy while the file comes. */
export function FileDownloadButton({
  file,
  busy = false,
  label,
  className,
  onClick,
}: {
  file: ListedFile;
  busy?: boolean;
  label?: Named;
  className?: string;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      link
      className={className}
      icon="pi pi-download"
      label={file.fileName}
      loading={busy}
      aria-label={label?.(file.fileName)}
      onClick={onClick}
    />
  );
}

/** A stored file's remove button (the removal asks first: `useFileActions`). */
export function FileRemoveButton({
  file,
  busy,
  label,
  onClick,
  size,
}: {
  file: ListedFile;
  busy: boolean;
  label: Named;
  onClick: () => void;
  size?: 'small';
}) {
  return (
    <Button
      type="button"
      icon="pi pi-trash"
      text
      rounded
      size={size}
      severity="danger"
      disabled={busy}
      aria-label={label(file.fileName)}
      onClick={onClick}
    />
  );
}

/**
 * A list of stored files, each downloading under its name, with its size when `showSize`. With `actions` (see
 * `useFileActions`) a download shows as busy and fails into the message box, and `removeLabel` adds a remove button
 * each; without, a failed download is said under the list.
 */
export function FileLinks<F extends ListedFile>({
  files,
  label,
  className,
  downloadLabel,
  showSize = false,
  actions,
  removeLabel,
}: {
  files: readonly F[];
  /** The list's accessible name. */
  label?: string;
  className?: string;
  downloadLabel?: Named;
  showSize?: boolean;
  actions?: FileActions<F>;
  removeLabel?: Named;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const download = (file: F) =>
    actions
      ? void actions.download(file)
      : void downloadDocument(file.documentId, file.fileName).then(
          () => setFailed(null),
          (error: unknown) => setFailed(errorText(t, error)),
        );
  return (
    <>
      <ul className={className ? `file-list ${className}` : 'file-list'} aria-label={label}>
        {files.map((file) => (
          <li key={file.documentId}>
            <FileDownloadButton
              file={file}
              busy={actions?.busy === file.documentId}
              label={downloadLabel}
              onClick={() => download(file)}
            />
            {showSize && file.size !== undefined && <span className="file-size">{fileSizeText(file.size)}</span>}
            {actions && removeLabel && (
              <FileRemoveButton
                file={file}
                size="small"
                busy={actions.busy === file.documentId}
                label={removeLabel}
                onClick={() => void actions.remove(file)}
              />
            )}
          </li>
        ))}
      </ul>
      {failed && (
        <small className="p-error" role="alert">
          {failed}
        </small>
      )}
    </>
  );
}

/** A button that opens the browser's file picker for several files; the chosen ones go to `onChoose`. */
export function ChooseFilesButton({
  label,
  ariaLabel,
  inputLabel = label,
  icon = 'pi pi-paperclip',
  small = false,
  outlined = true,
  accept,
  disabled,
  loading,
  testId,
  onChoose,
}: {
  label: string;
  ariaLabel?: string;
  /** The hidden input's accessible name (tests choose files through it). */
  inputLabel?: string;
  icon?: string;
  small?: boolean;
  outlined?: boolean;
  accept?: string;
  disabled?: boolean;
  loading?: boolean;
  testId?: string;
  onChoose: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        type="button"
        icon={icon}
        label={label}
        aria-label={ariaLabel}
        size={small ? 'small' : undefined}
        outlined={outlined}
        loading={loading}
        disabled={disabled}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={accept}
        aria-label={inputLabel}
        data-testid={testId}
        onChange={(e) => {
          const chosen = [...(e.target.files ?? [])];
          e.target.value = '';
          onChoose(chosen);
        }}
      />
    </>
  );
}

/** A small round button that takes a file off a list (a chosen file, an upload's row). */
function FileDropButton({ label, disabled, onClick }: { label: string; disabled?: boolean; onClick: () => void }) {
  return (
    <Button
      type="button"
      icon="pi pi-times"
      text
      rounded
      size="small"
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    />
  );
}

/** Files chosen but not sent yet (or attached by the form's Save): each with its size and a remove button. */
export function ChosenFileList({
  files,
  className,
  removeLabel,
  onRemove,
  disabled,
}: {
  files: readonly { key: string; name: string; size: number }[];
  className?: string;
  removeLabel: Named;
  onRemove: (key: string) => void;
  disabled?: boolean;
}) {
  return (
    <ul className={className ? `file-list ${className}` : 'file-list'}>
      {files.map((file) => (
        <li key={file.key}>
          <span>{file.name}</span> <span className="file-size">{fileSizeText(file.size)}</span>
          <FileDropButton label={removeLabel(file.name)} disabled={disabled} onClick={() => onRemove(file.key)} />
        </li>
      ))}
    </ul>
  );
}

/** A file going up: its progress, or why it was refused or failed. */
export interface FileUpload {
  key: string;
  fileName: string;
  percent: number;
  /** `queued`: chosen, waiting for the form's Save. */
  state: 'queued' | 'uploading' | 'done' | 'failed';
  /** Said in brackets after the name (a size). */
  detail?: string;
  message?: string;
}

/** Sends one checked file with its progress (the area's upload route). */
export type SendFile = (
  file: File,
  contentType: string,
  onProgress: UploadProgress,
  signal: AbortSignal,
) => Promise<unknown>;

/**
 * Files added to a thing, each checked before any byte moves (`checkUploadFile`: the types its purpose takes, then
 * empty and the 50 MB limit), then sent one after another with a progress each; a refused one does not stop the
 * others. A refused file stays listed with the server's words naming it ('setup.exe was not uploaded: ...'), a
 * failed one with its reason, until dismissed or until the next choice; a sent one leaves the list (the thing's
 * file list shows it), after
 * `keepDoneFor` ms shown as done when given. `onAdded` hears how many of a choice were sent.
 */
export function useFileUploads({
  purpose,
  texts,
  send,
  onAdded,
  keepDoneFor,
}: {
  /** What the files are for: the types the server takes (shared/uploads.ts). */
  purpose: UploadPurpose;
  /**
   * Where the area's texts are (as CsvImport's): `uploads` (the rows' list), `progress` and `dismiss` ({{name}}).
   */
  texts: string;
  send: SendFile;
  onAdded: (count: number) => void;
  keepDoneFor?: number;
}) {
  const { t } = useTranslation();
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const patch = (key: string, change: Partial<FileUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));
  const drop = (key: string) => setUploads((list) => list.filter((u) => u.key !== key));

  const add = async (chosen: readonly File[]) => {
    const started = chosen.map((file, i) => {
      const checked = checkUploadFile(purpose, file);
      const type = 'problem' in checked ? null : checked.contentType;
      const problem = 'problem' in checked ? translateMessage(t, checked.message) : null;
      return { file, type, problem, key: `${Date.now()}-${i}-${file.name}` };
    });
    setUploads((list) => [
      ...list.filter((u) => u.state === 'uploading'),
      ...started.map(({ file, key, problem }) => ({
        key,
        fileName: file.name,
        percent: 0,
        state: problem ? ('failed' as const) : ('uploading' as const),
        ...(problem ? { message: problem } : {}),
      })),
    ]);
    let added = 0;
    for (const { file, key, type, problem } of started) {
      if (problem || !type) continue;
      try {
        await send(
          file,
          type,
          (loaded, total) => patch(key, { percent: percentOf(loaded, total) }),
          new AbortController().signal,
        );
        if (keepDoneFor) {
          patch(key, { state: 'done', percent: 100 });
          window.setTimeout(
            () => setUploads((list) => list.filter((u) => u.key !== key || u.state !== 'done')),
            keepDoneFor,
          );
        } else drop(key);
        added += 1;
      } catch (error) {
        patch(key, { state: 'failed', message: errorText(t, error) });
      }
    }
    if (added) onAdded(added);
  };

  return {
    add,
    uploading: uploads.some((u) => u.state === 'uploading'),
    /** What `UploadRows` shows. */
    rows: {
      uploads,
      label: t(`${texts}.uploads`),
      progressLabel: (name: string) => t(`${texts}.progress`, { name }),
      dismissLabel: (name: string) => t(`${texts}.dismiss`, { name }),
      onDismiss: drop,
    },
  };
}

/**
 * The files going up: a progress bar each; a refused or failed one says why (`message`, else the bar stays with
 * the state's note) and can be dismissed. By default a row is dismissed once it is not uploading; a queue that
 * keeps its files until the form is sent says which rows offer the button (`canDismiss`) and when it is disabled.
 */
export function UploadRows({
  uploads,
  label,
  className,
  progressLabel,
  dismissLabel,
  onDismiss,
  notes = {},
  canDismiss = (u) => u.state !== 'uploading',
  dismissDisabled = () => false,
  showValue = true,
}: {
  uploads: readonly FileUpload[];
  label: string;
  className?: string;
  progressLabel: Named;
  /** Without: the rows only show their progress (files that go up with the form's post). */
  dismissLabel?: Named;
  onDismiss?: (key: string) => void;
  /** A word after a row's name in a state (failed: 'not saved'). */
  notes?: Partial<Record<FileUpload['state'], string>>;
  canDismiss?: (upload: FileUpload) => boolean;
  dismissDisabled?: (upload: FileUpload) => boolean;
  showValue?: boolean;
}) {
  if (!uploads.length) return null;
  return (
    <ul className={className ? `file-uploads ${className}` : 'file-uploads'} aria-label={label}>
      {uploads.map((u) => {
        const note = notes[u.state];
        return (
          <li key={u.key} className={`file-upload ${u.state}`}>
            <span className="file-upload-name">
              {u.fileName}
              {u.detail && <small> ({u.detail})</small>}
              {note && (u.state === 'failed' ? <strong> — {note}</strong> : <span> — {note}</span>)}
            </span>
            {u.state === 'failed' && u.message ? (
              <small className="p-error" role="alert">
                {u.message}
              </small>
            ) : (
              <ProgressBar
                value={u.state === 'done' ? 100 : u.percent}
                showValue={showValue}
                aria-label={progressLabel(u.fileName)}
              />
            )}
            {dismissLabel && onDismiss && canDismiss(u) && (
              <FileDropButton
                label={dismissLabel(u.fileName)}
                disabled={dismissDisabled(u)}
                onClick={() => onDismiss(u.key)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
