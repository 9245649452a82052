import '../retailerProfile.css';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { ProgressBar } from 'primereact/progressbar';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PROFILE_TEXT_MAX,
  PROFILE_VERSION_MAX_FILES,
  profileMessages,
} from '../../../../../shared/retailerProfile/profile';
import { uploadExtensions } from '../../../../../shared/uploads';
import { useConfirm } from '../../../components/confirm';
import { FieldError, FormMessages } from '../../../components/forms';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { ChooseFilesButton, ChosenFileList } from '../../../components/upload';
import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { sortChosenFiles } from '../../../lib/upload/pictureFile';
import { addVersion, sendAgain } from '../api/profile';

/**
 * The side panel's profile-version mode (spec 03: the new profile version upload modal): a comment and files,
 * each uploaded with its progress; saving without files asks the spec's confirmation first. Once the version is
 * saved, a file that failed to upload is sent again to that version by the next Save (never a second version);
 * the comment and the files are fixed from then on.
 */
export default function ProfileVersionMode({ props, close }: SidePanelModeProps<'profile-version'>) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const confirm = useConfirm();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  // The files of the last choice refused as they were added, each named.
  const [refused, setRefused] = useState<string[]>([]);
  const abort = useRef<AbortController | null>(null);
  // The version saved by the first Save, and which of its files arrived.
  const [saved, setSaved] = useState<{ versionId: number; sent: ReadonlySet<number> } | null>(null);

  const save = async () => {
    setErrors([]);
    if (!saved && !files.length && !(await confirm({ message: profileMessages.noFilesConfirm }))) return;
    const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
    const done = files.map((_, index) => (saved?.sent.has(index) ? files[index].size : 0));
    const onProgress = (index: number, loaded: number) => {
      done[index] = loaded;
      setProgress(Math.round((100 * done.reduce((a, b) => a + b, 0)) / total));
    };
    let versionId = saved?.versionId ?? null;
    const sent = new Set(saved?.sent ?? []);
    const markSent = (index: number) => {
      sent.add(index);
      if (versionId !== null) setSaved({ versionId, sent: new Set(sent) });
    };
    abort.current = new AbortController();
    setProgress(0);
    try {
      if (versionId === null)
        await addVersion(
          props.retailerId,
          comment.trim(),
          files,
          onProgress,
          abort.current.signal,
          (id) => {
            versionId = id;
            setSaved({ versionId: id, sent: new Set() });
          },
          markSent,
        );
      else
        await sendAgain(
          props.retailerId,
          versionId,
          files.flatMap((file, index) => (sent.has(index) ? [] : [{ index, file }])),
          onProgress,
          abort.current.signal,
          markSent,
        );
      box.success(
        files.length
          ? [t('retailerProfile.versionSaved'), profileMessages.uploadSuccess]
          : t('retailerProfile.versionSaved'),
      );
      close();
    } catch (error) {
      // Not a validation failure (the spec's check always passes): what went wrong, and what Save will do now.
      const missing = files.filter((_, index) => !sent.has(index)).map((f) => f.name);
      setErrors(
        versionId === null
          ? messagesOfError(error)
          : [t('retailerProfile.filesNotSent', { files: missing.join(', ') }), ...messagesOfError(error)],
      );
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  const fixed = busy || saved !== null;
  return (
    <form
      className="retailer-profile-mode"
      aria-label={t('retailerProfile.newVersion')}
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <h2>{t('retailerProfile.newVersion')}</h2>
      <p>{t('retailerProfile.newVersionHelp')}</p>
      <FormMessages messages={errors} />
      <div className="field">
        <label htmlFor="profile-version-comment">{t('retailerProfile.comment')}</label>
        <InputTextarea
          id="profile-version-comment"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          rows={3}
          autoResize
          maxLength={PROFILE_TEXT_MAX}
          disabled={fixed}
        />
      </div>
      <div className="field">
        <span className="field-label">{t('retailerProfile.files')}</span>
        <ChosenFileList
          files={files.map((file, index) => ({ key: String(index), name: file.name, size: file.size }))}
          className="retailer-profile-files"
          removeLabel={(name) => t('retailerProfile.removeFile', { name })}
          disabled={fixed}
          onRemove={(key) => setFiles(files.filter((_, i) => String(i) !== key))}
        />
        <ChooseFilesButton
          small
          label={t('retailerProfile.chooseFiles')}
          accept={uploadExtensions('document')
            .map((e) => `.${e}`)
            .join(',')}
          testId="profile-version-file-input"
          disabled={fixed || files.length >= PROFILE_VERSION_MAX_FILES}
          onChoose={(chosen) => {
            // Each file is checked as it is added; a refused one is named, the others stay.
            const { accepted, refused: refusals } = sortChosenFiles('document', chosen);
            setRefused(refusals);
            setFiles((current) => [...current, ...accepted].slice(0, PROFILE_VERSION_MAX_FILES));
          }}
        />
        <FieldError id="profile-version-files-error" messages={refused} />
      </div>
      {busy && <ProgressBar value={progress} aria-label={t('retailerProfile.uploading')} />}
      <div className="retailer-profile-buttons">
        <Button
          type="button"
          label={t('retailerProfile.cancel')}
          outlined
          onClick={() => {
            abort.current?.abort();
            close();
          }}
        />
        <Button type="submit" label={t('retailerProfile.saveVersion')} icon="pi pi-save" loading={busy} />
      </div>
    </form>
  );
}
