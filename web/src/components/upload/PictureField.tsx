import './upload.css';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api';
import { uploadWithProgress, type PresignedUpload } from '../../lib/upload';
import { percentOf } from '../../lib/upload/csvFile';
import { checkPictureFile, pictureExtensions } from '../../lib/upload/pictureFile';
import { FieldError } from '../forms';

interface PictureFieldProps {
  /** The file input's id (its label points at it). */
  id: string;
  label: string;
  /** The picture's document id as the form holds it; null: no picture. */
  value: string | null;
  onChange: (documentId: string | null) => void;
  /** The link of the picture the record has now (its thumbnail), shown while the value is still that one. */
  stored: { documentId: string | null; url: string | undefined };
  /** Asks the server for an upload slot for the file (its id becomes the value once the bytes are up). */
  requestSlot: (file: {
    fileName: string;
    contentType: string;
    size: number;
  }) => Promise<PresignedUpload & { id: string }>;
  /** The server's messages about the field (a 400 on save). */
  messages: readonly string[];
  /** Told when an upload starts and ends: the form waits for it before it saves. */
  onBusyChange?: (busy: boolean) => void;
  /** The picture's alternative text. */
  alt: string;
}

/**
 * A record's picture (docs/decisions.md, 'Reference pictures'): choose an image, see it upload with its progress,
 * preview it, replace or remove it. A file of another type, empty or above 50 MB is refused here with a message
 * naming it (`checkUploadFile`), before any upload; the picture chosen before and the form's other values stay.
 */
export function PictureField({
  id,
  label,
  value,
  onChange,
  stored,
  requestSlot,
  messages,
  onBusyChange,
  alt,
}: PictureFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string[]>([]);
  // The file uploaded in this form, shown from the browser's memory (its link is made only once it is saved).
  const [local, setLocal] = useState<{ documentId: string; url: string } | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => () => (local ? URL.revokeObjectURL(local.url) : undefined), [local]);

  const shown =
    value === null
      ? undefined
      : local?.documentId === value
        ? local.url
        : stored.documentId === value
          ? stored.url
          : undefined;
  const uploading = progress !== null;
  const errorId = `${id}-error`;
  const allMessages = [...problem, ...(problem.length ? [] : messages)];

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    const checked = checkPictureFile(file);
    if ('problem' in checked) {
      setProblem([checked.message]);
      return;
    }
    setProblem([]);
    setProgress(0);
    onBusyChange?.(true);
    const controller = new AbortController();
    abort.current = controller;
    try {
      const slot = await requestSlot({ fileName: file.name, contentType: checked.contentType, size: file.size });
      await uploadWithProgress(slot, file, (loaded, total) => setProgress(percentOf(loaded, total)), controller.signal);
      setLocal({ documentId: slot.id, url: URL.createObjectURL(file) });
      onChange(slot.id);
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        setProblem(error instanceof ApiError ? error.messages : [t('widgets.picture.failed')]);
    } finally {
      abort.current = null;
      setProgress(null);
      onBusyChange?.(false);
    }
  };

  return (
    <div className="field wide picture-field">
      <label htmlFor={id}>{label}</label>
      <div className="picture-field-body">
        <div className="picture-field-preview">
          {shown ? (
            <img src={shown} alt={alt} className="picture-field-image" />
          ) : (
            <span className="picture-field-empty">
              <i className="pi pi-image" aria-hidden />
              {value === null ? t('widgets.picture.none') : t('widgets.picture.chosen')}
            </span>
          )}
        </div>
        <div className="picture-field-actions">
          <input
            ref={input}
            id={id}
            type="file"
            className="csv-file-input"
            accept={pictureExtensions.map((e) => `.${e}`).join(',')}
            aria-describedby={allMessages.length ? errorId : undefined}
            onChange={(e) => void choose(e.target.files?.[0])}
            disabled={uploading}
          />
          <Button
            type="button"
            icon="pi pi-upload"
            label={value === null ? t('widgets.picture.choose') : t('widgets.picture.replace')}
            outlined
            size="small"
            disabled={uploading}
            onClick={() => input.current?.click()}
          />
          {value !== null && (
            <Button
              type="button"
              icon="pi pi-times"
              label={t('widgets.picture.remove')}
              severity="secondary"
              text
              size="small"
              disabled={uploading}
              onClick={() => {
                setProblem([]);
                onChange(null);
              }}
            />
          )}
          <small className="csv-muted">{t('widgets.picture.hint', { extensions: pictureExtensions.join(', ') })}</small>
        </div>
      </div>
      {uploading && (
        <div className="picture-field-progress">
          <ProgressBar value={progress} aria-label={t('widgets.picture.uploading')} />
          <Button
            type="button"
            label={t('widgets.picture.cancel')}
            text
            size="small"
            onClick={() => abort.current?.abort()}
          />
        </div>
      )}
      <FieldError id={errorId} messages={allMessages} />
    </div>
  );
}
