import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestMessages, VERSION_SWITCH_DELAY_MS } from '../../../../../shared/communication/requests';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { addVersion, confirmFiles, putFile, refreshRequest, uploadAgain, type RequestInfo } from '../api/requests';
import { useServerText } from '../lib/texts';
import { useUploadQueue } from '../lib/useUploadQueue';
import { FileQueue } from './FileQueue';

/**
 * Upload of a new version (spec 03: an upload with a save button): the files are announced as the request's next
 * version, each goes up with its progress, and once all arrived the details switch to the new version. A file that
 * failed stays marked; Save again uploads only what is missing.
 */
export function VersionUpload({ info, onUploaded }: { info: RequestInfo; onUploaded: () => void }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const serverText = useServerText();
  const queue = useUploadQueue();
  const [pending, setPending] = useState<{ versionId: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = saving || queue.sending;

  const save = async () => {
    if (busy || queue.files.length === 0) return;
    setSaving(true);
    try {
      let target = pending;
      const slots = new Map<string, Parameters<typeof putFile>[0]>();
      if (!target) {
        const answer = await addVersion(
          info.id,
          info.nextVersionId,
          queue.files.map((q) => q.file),
        );
        target = { versionId: answer.versionId };
        setPending(target);
        answer.uploads.forEach((slot) => slots.set(slot.fileName, slot));
        // The request's creator and contacts (but the uploader) are e-mailed; say so when none could be.
        if (answer.notice) box.warning(serverText(answer.notice));
        else if (answer.mail.sent.length === 0) box.warning(t('requests.version.nobodyMailed'));
      }
      const versionId = target.versionId;
      const failed = await queue.send(async (file, onProgress, signal) => {
        const slot = slots.get(file.name) ?? (await uploadAgain(info.id, versionId, file));
        slots.delete(file.name);
        await putFile(slot, file, onProgress, signal);
      });
      const check = await confirmFiles(info.id, versionId).catch(() => null);
      if (failed.length === 0 && check && check.missing.length === 0) {
        box.success(requestMessages.uploadSuccess);
        // The spec's version switch: about a second after the upload, the info is read again and shows the new version.
        await new Promise((resolve) => window.setTimeout(resolve, VERSION_SWITCH_DELAY_MS));
        await refreshRequest(info.id);
        queue.clear();
        setPending(null);
        onUploaded();
      } else {
        await refreshRequest(info.id);
        box.danger(requestMessages.filesFailed);
      }
    } catch (error) {
      box.danger(messagesOfError(error).map(serverText));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="version-upload" aria-label={t('requests.version.upload')}>
      <h3>{t('requests.version.upload')}</h3>
      <FileQueue
        files={queue.files}
        onAdd={queue.add}
        onRemove={queue.remove}
        busy={busy || pending !== null}
        label={t('requests.version.chooseFiles', { version: pending?.versionId ?? info.nextVersionId })}
        kind="attachment"
        testId="version-file-input"
      />
      <div className="request-buttons">
        <Button
          type="button"
          icon="pi pi-upload"
          size="small"
          label={pending ? t('requests.version.retry') : t('requests.version.save')}
          loading={busy}
          disabled={busy || queue.files.length === 0}
          onClick={() => void save()}
        />
      </div>
    </section>
  );
}
