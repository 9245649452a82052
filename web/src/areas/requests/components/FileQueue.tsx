import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sizeText } from '../lib/fileKind';
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
      {files.length > 0 && (
        <ul className="upload-list" aria-label={t('requests.upload.queued')}>
          {files.map((q) => (
            <li key={q.id} className={q.status === 'failed' ? 'upload-item failed' : 'upload-item'}>
              <span>
                {q.file.name} <small>({sizeText(q.file.size)})</small>
                {q.status === 'failed' && <strong> — {t('requests.upload.failed')}</strong>}
                {q.status === 'done' && <span> — {t('requests.upload.done')}</span>}
              </span>
              <ProgressBar
                value={q.status === 'done' ? 100 : q.total ? Math.round((q.loaded / q.total) * 100) : 0}
                showValue={false}
                aria-label={t('requests.upload.progress', { name: q.file.name })}
              />
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                size="small"
                disabled={busy || q.status === 'done'}
                aria-label={t('requests.upload.remove', { name: q.file.name })}
                onClick={() => onRemove(q.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
