import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_MAX_FILES, type ContentPage } from '../../../../../shared/contract/routes/content';
import { ApiError } from '../../../lib/api';
import { ChooseFilesButton, ChosenFileList, FileLinks } from '../../../components/upload';
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

/** The files in the editor: attach (uploaded at once, attached by Save) and remove. */
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
  const [uploading, setUploading] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const attach = async (chosen: File[]) => {
    setProblem(null);
    let next = files;
    for (const file of chosen.slice(0, CONTENT_MAX_FILES - files.length)) {
      setUploading(file.name);
      try {
        next = [...next, await uploadContentFile(page, file, new AbortController().signal)];
        onChange(next);
      } catch (error) {
        setProblem(`${file.name}: ${error instanceof ApiError ? error.message : String(error)}`);
      }
    }
    if (chosen.length > CONTENT_MAX_FILES - files.length)
      setProblem(t('content.tooManyFiles', { max: CONTENT_MAX_FILES }));
    setUploading(null);
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
      <div>
        <ChooseFilesButton
          small
          label={t('content.attachFiles')}
          loading={uploading !== null}
          disabled={disabled || uploading !== null || files.length >= CONTENT_MAX_FILES}
          onChoose={(chosen) => void attach(chosen)}
        />
        {uploading && <span className="content-uploading"> {t('content.uploading', { name: uploading })}</span>}
      </div>
      {problem && (
        <small className="p-error" role="alert">
          {problem}
        </small>
      )}
    </div>
  );
}
