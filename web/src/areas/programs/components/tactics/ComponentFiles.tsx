import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { TabPanel, TabView } from 'primereact/tabview';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../../shared/claims';
import { MAX_UPLOAD_BYTES } from '../../../../../../shared/constants';
import { serverMessages } from '../../../../../../shared/messages';
import { uploadExtensions } from '../../../../../../shared/uploads';
import { useConfirm } from '../../../../components/confirm';
import { AppDialog } from '../../../../components/dialog';
import { messagesOfError, useMessageBox } from '../../../../components/messageBox';
import { useHasClaim } from '../../../../lib/claims';
import { downloadDocument } from '../../../../lib/download';
import { translateMessage } from '../../../../lib/i18n';
import { percentOf } from '../../../../lib/upload/csvFile';
import {
  componentRouteId,
  componentFileType,
  deleteComponentFile,
  uploadComponentFile,
  useComponentFiles,
  type ComponentFile,
} from '../../api/componentFiles';

const extensions = uploadExtensions('componentFile');
const accept = extensions.map((e) => `.${e}`).join(',');

interface Upload {
  key: string;
  fileName: string;
  percent: number;
  state: 'uploading' | 'failed';
  message?: string;
}

/**
 * A component's files, in its tab of the Create tactic modal (spec 02, 'Components'): each downloads under its
 * name; while the program may still change its component files (`changeRefusal('componentFiles')`, passed in as
 * `locked`), files are added with a progress bar each (claim Document/Upload) and removed after a confirmation.
 * A tab not saved yet has no files: it says to save first.
 */
export function ComponentFiles({
  componentId,
  componentName,
  locked,
}: {
  componentId: string | null;
  componentName: string;
  locked: boolean;
}) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const confirm = useConfirm();
  const mayUpload = useHasClaim(knownClaims.uploadDocument);
  const files = useComponentFiles(componentId);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [busy, setBusy] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const headingId = `component-files-${componentId ?? 'new'}`;

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    if (!componentId) return;
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const started = chosen.map((file, i) => {
      const contentType = componentFileType(file);
      const problem =
        contentType === null
          ? t('programs.tactics.files.typeRefused', { extensions: extensions.join(', ') })
          : file.size === 0
            ? t('widgets.picture.problems.empty')
            : file.size > MAX_UPLOAD_BYTES
              ? translateMessage(t, serverMessages.tooLarge)
              : null;
      return { file, contentType, problem, key: `${Date.now()}-${i}-${file.name}` };
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
    for (const { file, key, contentType, problem } of started) {
      if (problem || !contentType) continue;
      try {
        await uploadComponentFile(
          componentId,
          file,
          contentType,
          (loaded, total) => patch(key, { percent: percentOf(loaded, total) }),
          new AbortController().signal,
        );
        // The file is in the list now: its progress leaves.
        setUploads((list) => list.filter((u) => u.key !== key));
        added += 1;
      } catch (error) {
        patch(key, {
          state: 'failed',
          message: messagesOfError(error)
            .map((m) => translateMessage(t, m))
            .join(' '),
        });
      }
    }
    if (added) box.success(t('programs.tactics.files.added', { count: added }));
  };

  const download = async (file: ComponentFile) => {
    setBusy(file.documentId);
    try {
      await downloadDocument(file.documentId, file.fileName);
    } catch (error) {
      box.error(error);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (file: ComponentFile) => {
    if (!componentId) return;
    const ok = await confirm({
      message: t('programs.tactics.files.confirmRemove', { name: file.fileName, component: componentName }),
      danger: true,
      acceptLabel: t('programs.tactics.files.removeLabel'),
    });
    if (!ok) return;
    setBusy(file.documentId);
    try {
      await deleteComponentFile(componentId, file.documentId);
      box.success(t('programs.tactics.files.removed', { name: file.fileName }));
    } catch (error) {
      box.error(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="component-files" aria-labelledby={headingId}>
      <h4 id={headingId}>{t('programs.tactics.files.title', { name: componentName })}</h4>
      {componentId === null ? (
        <p className="muted">{t('programs.tactics.files.saveFirst')}</p>
      ) : (
        <>
          {locked && <Message severity="info" text={t('programs.tactics.files.locked')} />}
          {files.error ? (
            <Message severity="error" text={messagesOfError(files.error).join(' ')} />
          ) : files.data && files.data.length === 0 ? (
            <p className="muted">{t('programs.tactics.files.none')}</p>
          ) : (
            <ul className="component-file-list" aria-label={t('programs.tactics.files.list', { name: componentName })}>
              {(files.data ?? []).map((file) => (
                <li key={file.documentId}>
                  <Button
                    type="button"
                    link
                    icon="pi pi-download"
                    label={file.fileName}
                    loading={busy === file.documentId}
                    aria-label={t('programs.tactics.files.download', { name: file.fileName })}
                    onClick={() => void download(file)}
                  />
                  {!locked && (
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      text
                      rounded
                      size="small"
                      severity="danger"
                      disabled={busy === file.documentId}
                      aria-label={t('programs.tactics.files.remove', { name: file.fileName })}
                      onClick={() => void remove(file)}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          {uploads.length > 0 && (
            <ul className="component-file-uploads" aria-label={t('programs.tactics.files.uploads')}>
              {uploads.map((u) => (
                <li key={u.key}>
                  <span>{u.fileName}</span>
                  {u.state === 'failed' ? (
                    <>
                      <small className="p-error" role="alert">
                        {u.message}
                      </small>
                      <Button
                        type="button"
                        icon="pi pi-times"
                        text
                        rounded
                        size="small"
                        aria-label={t('programs.tactics.files.dismiss', { name: u.fileName })}
                        onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
                      />
                    </>
                  ) : (
                    <ProgressBar
                      value={u.percent}
                      aria-label={t('programs.tactics.files.progress', { name: u.fileName })}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          {!locked && mayUpload && (
            <>
              <Button
                type="button"
                size="small"
                outlined
                icon="pi pi-paperclip"
                label={t('programs.tactics.files.add')}
                aria-label={t('programs.tactics.files.addTo', { name: componentName })}
                disabled={uploads.some((u) => u.state === 'uploading')}
                onClick={() => picker.current?.click()}
              />
              <input
                ref={picker}
                type="file"
                multiple
                hidden
                accept={accept}
                aria-label={t('programs.tactics.files.choose', { name: componentName })}
                onChange={(e) => void add(e)}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The files of a tactic's components where the Create tactic modal is not offered (a program past planning): one
 * tab per component, its files to download, read-only.
 */
export function ComponentFilesDialog({
  tactic,
  onClose,
}: {
  tactic: { id: string; tacticName: string; components?: Record<string, { id: string; name: string }> | null };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const components = Object.values(tactic.components ?? {});
  return (
    <AppDialog
      visible
      onHide={onClose}
      header={t('programs.tactics.files.open', { name: tactic.tacticName })}
      style={{ width: '50vw' }}
      breakpoints={{ '960px': '90vw' }}
      footer={
        <div className="dialog-buttons">
          <Button type="button" label={t('programs.tactics.files.close')} onClick={onClose} />
        </div>
      }
    >
      <TabView scrollable>
        {components.map((component) => (
          <TabPanel key={component.id} header={component.name}>
            <ComponentFiles
              componentId={componentRouteId(tactic.id, component.id)}
              componentName={component.name}
              locked
            />
          </TabPanel>
        ))}
      </TabView>
    </AppDialog>
  );
}
