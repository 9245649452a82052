import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadRows } from '../../../components/upload';
import { percentOf } from '../../../lib/upload/csvFile';
import { fileSizeText } from '../../../lib/upload/csvFile';
import { requestFileExtensions, sortAdded, useRequestFileCheck, type RequestFileKind } from '../lib/fileCheck';
import type { QueuedFile } from '../lib/uploadQueue';

/**
 * The upload area of a request or a version: files dropped or chosen (several), queued until the form is sent, each
 * with its progress while it goes up and a mark when it failed. It says which types it takes (`kind`), and checks
 * each file as it is added: a file the server would refuse is not queued, and the area names it and says why.
 */
export function FileQueue({
  files,
  onAdd,
  onRemove,
  busy,
  label,
  kind,
  testId,
}: {
  files: readonly QueuedFile[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** Files are going up: nothing may be added or removed. */
  busy: boolean;
  label: string;
  kind: RequestFileKind;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [refused, setRefused] = useState<string[]>([]);
  const check = useRequestFileCheck(kind);
  const extensions = requestFileExtensions(kind);
  const add = async (added: File[]) => {
    const sorted = await sortAdded(added, check);
    setRefused(sorted.refused);
    if (sorted.accepted.length) onAdd(sorted.accepted);
  };

  return (
    <div
      className={dragging ? 'upload-area dragging' : 'upload-area'}
      onDragOver={(e) => {
        if (busy) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        if (!busy) void add(Array.from(e.dataTransfer.files));
      }}
    >
      <label htmlFor={`${id}-input`} className="upload-label">
        <i className="pi pi-cloud-upload" aria-hidden /> {label}
      </label>
      <small id={`${id}-allowed`} className="upload-allowed">
        {t('requests.upload.allowed', { types: extensions.join(', ') })}
      </small>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        multiple
        accept={extensions.map((x) => `.${x}`).join(',')}
        disabled={busy}
        aria-describedby={`${id}-allowed`}
        data-testid={testId}
        onChange={(e) => {
          void add(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
      {refused.length > 0 && (
        <ul className="p-error upload-refused" role="alert">
          {refused.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <UploadRows
        uploads={files.map((q) => ({
          key: q.id,
          fileName: q.file.name,
          detail: fileSizeText(q.file.size),
          percent: percentOf(q.loaded, q.total),
          state: q.status,
        }))}
        className="upload-list"
        label={t('requests.upload.queued')}
        notes={{ failed: t('requests.upload.failed'), done: t('requests.upload.done') }}
        showValue={false}
        progressLabel={(name) => t('requests.upload.progress', { name })}
        dismissLabel={(name) => t('requests.upload.remove', { name })}
        canDismiss={() => true}
        dismissDisabled={(u) => busy || u.state === 'done'}
        onDismiss={onRemove}
      />
    </div>
  );
}
