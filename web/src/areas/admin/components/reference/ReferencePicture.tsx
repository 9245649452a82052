import { useTranslation } from 'react-i18next';
import type { PictureKind } from '../../../../../../shared/reference/kinds';
import { errorsOf, type FormErrors } from '../../../../components/forms';
import type { ReferenceId } from '../../../../components/reference';
import { PictureField } from '../../../../components/upload';
import { thumbnailOf } from '../../../../lib/thumbnails';
import { requestPictureSlot, useThumbnails } from '../../api/reference';
import { fieldLabel } from './labels';

/**
 * The picture of a catalog tactic or campaign theme on its edit page: the stored one from its short-lived link
 * ('tactics.thumbnails'), or the one just uploaded; saving the form sets it.
 */
export function ReferencePicture({
  kind,
  recordId,
  name,
  storedDocumentId,
  value,
  onChange,
  errors,
  onBusyChange,
}: {
  kind: PictureKind;
  recordId: ReferenceId | null;
  name: string;
  /** The document id the record was read with. */
  storedDocumentId: string | null;
  value: string | null;
  onChange: (documentId: string | null) => void;
  errors: FormErrors;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const ids = recordId === null || !storedDocumentId ? [] : [String(recordId)];
  const pictures = useThumbnails(kind === 'tactic' ? { tacticIds: ids } : { themeIds: ids });
  const stored =
    recordId === null ? undefined : thumbnailOf(pictures.data, kind === 'tactic' ? 'tactic' : 'theme', recordId);
  return (
    <PictureField
      id="ref-documentId"
      label={fieldLabel(t, 'documentId')}
      value={value}
      onChange={onChange}
      stored={{ documentId: storedDocumentId, url: stored?.url }}
      requestSlot={(file) => requestPictureSlot(kind, file)}
      messages={errorsOf(errors, 'documentId')}
      onBusyChange={onBusyChange}
      alt={t('admin.reference.pictureOf', { name: name || t('admin.reference.thisRecord') })}
    />
  );
}
