import { useTranslation } from 'react-i18next';
import { FileLinks } from '../../../components/upload';
import type { ProfileVersion } from '../api/profile';

/** A version's files, each downloading under its name (documents of the retailer). */
export function VersionFiles({ files }: { files: ProfileVersion['files'] }) {
  const { t } = useTranslation();
  if (!files.length) return <p className="retailer-profile-nofiles">{t('retailerProfile.noFiles')}</p>;
  return (
    <FileLinks
      files={files}
      className="retailer-profile-files"
      downloadLabel={(name) => t('retailerProfile.download', { name })}
      showSize
    />
  );
}
