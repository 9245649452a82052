import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../../shared/claims';
import { uploadExtensions } from '../../../../../../shared/uploads';
import { AppDialog } from '../../../../components/dialog';
import { messagesOfError, useMessageBox } from '../../../../components/messageBox';
import {
  ChooseFilesButton,
  FileLinks,
  UploadRows,
  useFileActions,
  useFileUploads,
} from '../../../../components/upload';
import { useHasClaim } from '../../../../lib/claims';
import {
  componentRouteId,
  deleteComponentFile,
  uploadComponentFile,
  useComponentFiles,
  type ComponentFile,
} from '../../api/componentFiles';

const extensions = uploadExtensions('componentFile');
const accept = extensions.map((e) => `.${e}`).join(',');

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
  const mayUpload = useHasClaim(knownClaims.uploadDocument);
  const files = useComponentFiles(componentId);
  const headingId = `component-files-${componentId ?? 'new'}`;
  const uploads = useFileUploads({
    purpose: 'componentFile',
    texts: 'programs.tactics.files',
    send: (file, contentType, onProgress, signal) =>
      uploadComponentFile(componentId ?? '', file, contentType, onProgress, signal),
    onAdded: (count) => box.success(t('programs.tactics.files.added', { count })),
  });
  const actions = useFileActions<ComponentFile>({
    remove: {
      run: (file) => deleteComponentFile(componentId ?? '', file.documentId),
      confirm: (file) => t('programs.tactics.files.confirmRemove', { name: file.fileName, component: componentName }),
      acceptLabel: t('programs.tactics.files.removeLabel'),
      removed: (file) => t('programs.tactics.files.removed', { name: file.fileName }),
    },
  });

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
            <FileLinks
              files={files.data ?? []}
              className="component-file-list"
              label={t('programs.tactics.files.list', { name: componentName })}
              downloadLabel={(name) => t('programs.tactics.files.download', { name })}
              actions={actions}
              removeLabel={locked ? undefined : (name) => t('programs.tactics.files.remove', { name })}
            />
          )}
          <UploadRows {...uploads.rows} className="component-file-uploads" />
          {!locked && mayUpload && (
            <ChooseFilesButton
              small
              label={t('programs.tactics.files.add')}
              ariaLabel={t('programs.tactics.files.addTo', { name: componentName })}
              inputLabel={t('programs.tactics.files.choose', { name: componentName })}
              accept={accept}
              disabled={uploads.uploading}
              onChoose={(chosen) => void uploads.add(chosen)}
            />
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
