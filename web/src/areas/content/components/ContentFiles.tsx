import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_MAX_FILES, type ContentPage } from '../../../../../shared/contract/routes/content';
import { uploadExtensions } from '../../../../../shared/uploads';
import { ChooseFilesButton, ChosenFileList, FileLinks, UploadRows, useFileUploads } from '../../../components/upload';
import { uploadContentFile, type ContentFile } from '../api/content';

/** The page's files for reading: each downloads under its name. */
export function ContentFileList({ files }: { files: ContentFile[] }) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <section className="content-files" aria-labelledby="content-files-title">
      <h3 id="content-files-title">{t('content.files')}</h3>
      <FileLinks files={files} showSize />
    </section>
  );
}

const extensions = uploadExtensions('document');
const accept = extensions.map((e) => `.${e}`).join(',');

/**
 * The files in the editor: attach (uploaded at once, attached by Save) and remove. A chosen file is checked as
 * everywhere else before any byte moves (`useFileUploads`: the types `content/{page}/upload` takes, its `document`
 * purpose, then empty and too large), goes up with a progress bar, and a refused or failed one stays listed with
 * its reason until dismissed; what is typed in the editor stays. At most CONTENT_MAX_FILES files: the rest of a
 * choice is left out, and said.
 */
export function ContentFilesField({
  page,
  files,
  onChange,
  disabled,
}: {
  page: ContentPage;
  files: ContentFile[];
  onChange: (files: ContentFile[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [tooMany, setTooMany] = useState(false);
  // The files as attached so far: each uploaded file joins the list its predecessor left, not the one rendered
  // when the choice was made.
  const attached = useRef(files);
  attached.current = files;
  const uploads = useFileUploads({
    purpose: 'document',
    texts: 'content.upload',
    send: async (file, contentType, onProgress, signal) => {
      const sent = await uploadContentFile(page, file, contentType, onProgress, signal);
      attached.current = [...attached.current, sent];
      onChange(attached.current);
    },
    onAdded: () => undefined,
  });

  const attach = (chosen: File[]) => {
    const room = CONTENT_MAX_FILES - files.length;
    setTooMany(chosen.length > room);
    void uploads.add(chosen.slice(0, Math.max(room, 0)));
  };

  return (
    <div className="field content-files-field">
      <span className="field-label">{t('content.files')}</span>
      <ChosenFileList
        files={files.map((file) => ({ key: file.documentId, name: file.fileName, size: file.size }))}
        removeLabel={(name) => t('content.removeFile', { name })}
        disabled={disabled}
        onRemove={(key) => onChange(files.filter((f) => f.documentId !== key))}
      />
      <UploadRows {...uploads.rows} className="content-file-uploads" />
      <div>
        <ChooseFilesButton
          small
          label={t('content.attachFiles')}
          accept={accept}
          loading={uploads.uploading}
          disabled={disabled || uploads.uploading || files.length >= CONTENT_MAX_FILES}
          onChoose={attach}
        />
      </div>
      {tooMany && (
        <small className="p-error" role="alert">
          {t('content.tooManyFiles', { max: CONTENT_MAX_FILES })}
        </small>
      )}
    </div>
  );
}
