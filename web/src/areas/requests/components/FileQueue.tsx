import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadRows } from '../../../components/upload';
import { percentOf } from '../../../lib/upload/csvFile';
import { fileSizeText } from '../../../lib/upload/csvFile';
import type { QueuedFile } from '../lib/uploadQueue';

/**
 * The upload area of a request or a version: files dropped or chosen (any type, several), queued until the form is
 * sent, each with its progress while it goes up and a mark when it failed.
 */
export function FileQueue({
  files,
  onAdd,
  onRemove,
  busy,
  label,
  accept,
  testId,
}: {
  files: readonly QueuedFile[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** Files are going up: nothing may be added or removed. */
  busy: boolean;
  label: string;
  accept?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

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
        if (!busy) onAdd(Array.from(e.dataTransfer.files));
      }}
    >
      <label htmlFor={`${id}-input`} className="upload-label">
        <i className="pi pi-cloud-upload" aria-hidden /> {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="file"
        multiple
        accept={accept}
        disabled={busy}
        data-testid={testId}
        onChange={(e) => {
          onAdd(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
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
