import '../retailerProfile.css';
import { Button } from 'primereact/button';
import { MultiSelect } from 'primereact/multiselect';
import { ProgressBar } from 'primereact/progressbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileMessages } from '../../../../../shared/retailerProfile/profile';
import { uploadExtensions } from '../../../../../shared/uploads';
import { useConfirm } from '../../../components/confirm';
import { ServerDataTable, useTableState, type TableColumn } from '../../../components/dataTable';
import { AppDialog } from '../../../components/dialog';
import { FormMessages } from '../../../components/forms';
import { DateText } from '../../../components/format';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { ChooseFilesButton } from '../../../components/upload';
import { downloadDocument } from '../../../lib/download';
import { fileSizeText } from '../../../lib/upload/csvFile';
import { sortChosenFiles } from '../../../lib/upload/pictureFile';
import { copyDocuments, deleteDocument, uploadDocument, useLibrary, type LibraryDocument } from '../api/profile';
import { RetailerPicker, useChosenRetailer } from './RetailerPicker';

/**
 * `retailerprofiledocumentlib`: a retailer's documents (upload with progress, list with paging, sort and search,
 * download, delete), and the selected ones copied to other retailers (`retailers/lib/copy`).
 */
export function DocumentLibraryPage() {
  const { t } = useTranslation();
  const box = useMessageBox();
  const confirm = useConfirm();
  const picker = useChosenRetailer();
  const retailerId = picker.chosen?.retailerId ?? null;
  const table = useTableState({ sortBy: 'uploadedAt', sortDirection: 'desc' });
  const library = useLibrary(retailerId, table.query);
  const [selected, setSelected] = useState<LibraryDocument[]>([]);
  const [copying, setCopying] = useState(false);
  // Copying needs another retailer the user may see: a retailer-side user linked to one retailer has nowhere to copy.
  const copyTargets = picker.retailers.filter((r) => r.retailerId !== retailerId);
  const [upload, setUpload] = useState<{ name: string; percent: number } | null>(null);

  const addFiles = async (chosen: File[]) => {
    if (retailerId === null) return;
    // Each file is checked before any upload: a refused one is named, the others still go.
    const { accepted: files, refused } = sortChosenFiles('document', chosen);
    if (refused.length) box.danger(refused);
    let uploaded = 0;
    for (const file of files) {
      setUpload({ name: file.name, percent: 0 });
      try {
        await uploadDocument(
          retailerId,
          file,
          (loaded, total) => setUpload({ name: file.name, percent: Math.round((100 * loaded) / (total || 1)) }),
          new AbortController().signal,
        );
        uploaded++;
      } catch (error) {
        box.danger(messagesOfError(error).map((m) => `${file.name}: ${m}`));
      }
    }
    setUpload(null);
    if (uploaded) box.success(profileMessages.uploadSuccess);
  };

  const remove = async (document: LibraryDocument) => {
    if (
      !(await confirm({ message: t('retailerProfile.deleteDocumentConfirm', { name: document.title }), danger: true }))
    )
      return;
    try {
      await deleteDocument(document.retailerId, document.documentId);
      setSelected((current) => current.filter((d) => d.documentId !== document.documentId));
      box.success(t('retailerProfile.documentDeleted'));
    } catch (error) {
      box.danger(messagesOfError(error));
    }
  };

  const columns: TableColumn<LibraryDocument>[] = [
    { field: 'title', header: t('retailerProfile.documentTitle'), sortField: 'title', fixed: true },
    { field: 'fileName', header: t('retailerProfile.fileName'), sortField: 'fileName' },
    { field: 'size', header: t('retailerProfile.size'), sortField: 'size', body: (d) => fileSizeText(d.size) },
    { field: 'uploadedBy', header: t('retailerProfile.uploadedByColumn'), sortField: 'uploadedBy' },
    {
      field: 'uploadedAt',
      header: t('retailerProfile.uploadedAt'),
      sortField: 'uploadedAt',
      body: (d) => <DateText value={d.uploadedAt} />,
    },
    {
      field: 'actions',
      header: t('retailerProfile.actions'),
      fixed: true,
      body: (d) => (
        <span className="row-actions">
          <Button
            type="button"
            icon="pi pi-download"
            text
            rounded
            aria-label={t('retailerProfile.download', { name: d.title })}
            onClick={() =>
              void downloadDocument(d.documentId, d.fileName).catch((error: unknown) =>
                box.danger(messagesOfError(error)),
              )
            }
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            aria-label={t('retailerProfile.deleteDocument', { name: d.title })}
            onClick={() => void remove(d)}
          />
        </span>
      ),
    },
  ];

  return (
    <div className="retailer-profile-page">
      <RetailerPicker picker={picker} />
      {retailerId !== null && (
        <>
          {upload && (
            <div className="retailer-profile-upload">
              <span>{t('retailerProfile.uploadingFile', { name: upload.name })}</span>
              <ProgressBar value={upload.percent} aria-label={t('retailerProfile.uploading')} />
            </div>
          )}
          <ServerDataTable
            tableId="retailer-profile-library"
            table={table}
            result={library.data}
            loading={library.isLoading || library.isValidating}
            error={library.error}
            columns={columns}
            dataKey="documentId"
            caption={t('retailerProfile.library')}
            emptyMessage={t('retailerProfile.noDocuments')}
            {...(copyTargets.length > 0 && { selection: selected, onSelectionChange: setSelected })}
            toolbar={
              <>
                <ChooseFilesButton
                  icon="pi pi-upload"
                  outlined={false}
                  label={t('retailerProfile.uploadDocuments')}
                  accept={uploadExtensions('document')
                    .map((e) => `.${e}`)
                    .join(',')}
                  testId="library-file-input"
                  loading={upload !== null}
                  disabled={upload !== null}
                  onChoose={(chosen) => void addFiles(chosen)}
                />
                {copyTargets.length > 0 && (
                  <Button
                    type="button"
                    icon="pi pi-copy"
                    label={t('retailerProfile.copyToRetailers', { count: selected.length })}
                    outlined
                    disabled={selected.length === 0}
                    onClick={() => setCopying(true)}
                  />
                )}
              </>
            }
          />
          {copying && (
            <CopyDialog
              fromRetailerId={retailerId}
              documents={selected}
              retailers={copyTargets}
              onClose={(done) => {
                setCopying(false);
                if (done) setSelected([]);
              }}
            />
          )}
        </>
      )}
    </div>
  );
}

function CopyDialog({
  fromRetailerId,
  documents,
  retailers,
  onClose,
}: {
  fromRetailerId: number;
  documents: LibraryDocument[];
  retailers: { retailerId: number; retailerName: string }[];
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const [targets, setTargets] = useState<number[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    setErrors([]);
    try {
      const answer = await copyDocuments({
        fromRetailerId,
        documentIds: documents.map((d) => d.documentId),
        toRetailerIds: targets,
      });
      box.success(answer.notice);
      onClose(true);
    } catch (error) {
      setErrors(messagesOfError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppDialog
      header={t('retailerProfile.copyTitle')}
      visible
      onHide={() => onClose(false)}
      style={{ width: 'min(36rem, 95vw)' }}
      footer={
        <div>
          <Button
            type="button"
            label={t('retailerProfile.cancel')}
            outlined
            onClick={() => onClose(false)}
            disabled={busy}
          />
          <Button
            type="button"
            label={t('retailerProfile.copy')}
            icon="pi pi-copy"
            loading={busy}
            onClick={() => void copy()}
          />
        </div>
      }
    >
      <FormMessages messages={errors} />
      <p>{t('retailerProfile.copyWhat', { count: documents.length })}</p>
      <ul>
        {documents.map((d) => (
          <li key={d.documentId}>{d.title}</li>
        ))}
      </ul>
      <div className="field">
        <label htmlFor="retailer-copy-targets">{t('retailerProfile.copyTargets')}</label>
        <MultiSelect
          inputId="retailer-copy-targets"
          value={targets}
          options={retailers.map((r) => ({ value: r.retailerId, label: r.retailerName }))}
          onChange={(e) => (setTargets(e.value as number[]), setErrors([]))}
          filter
          display="chip"
          placeholder={t('retailerProfile.chooseRetailers')}
        />
      </div>
    </AppDialog>
  );
}
