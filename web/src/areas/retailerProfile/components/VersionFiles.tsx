import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDocument } from '../../../lib/download';
import { fileSizeText } from '../../../lib/upload/csvFile';
import { messagesOfError } from '../../../components/messageBox';
import type { ProfileVersion } from '../api/profile';

/** A version's files, each downloading under its name (documents of the retailer). */
export function VersionFiles({ files }: { files: ProfileVersion['files'] }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  if (!files.length) return <p className="retailer-profile-nofiles">{t('retailerProfile.noFiles')}</p>;
  return (
    <>
      <ul className="retailer-profile-files">
        {files.map((file) => (
          <li key={file.documentId}>
            <Button
              type="button"
              link
              icon="pi pi-download"
              label={file.fileName}
              aria-label={t('retailerProfile.download', { name: file.fileName })}
              onClick={() =>
                void downloadDocument(file.documentId, file.fileName).then(
                  () => setFailed(null),
                  (error: unknown) => setFailed(messagesOfError(error).join(' ')),
                )
              }
            />
            <span className="retailer-profile-size">{fileSizeText(file.size)}</span>
          </li>
        ))}
      </ul>
      {failed && (
        <small className="p-error" role="alert">
          {failed}
        </small>
      )}
    </>
  );
}
