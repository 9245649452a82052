import { Dropdown } from 'primereact/dropdown';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialog';
import { useRequestDetails, type RequestInfo } from '../api/requests';
import { VersionFiles } from './VersionFiles';
import { VersionThread } from './VersionThread';
import { versionName } from '../lib/texts';

/**
 * Two versions side by side (images and PDF pages), each with its thread, read-only: the review tools users know
 * compare this way. Any two versions can be chosen.
 */
export function CompareDialog({
  info,
  initial,
  onClose,
}: {
  info: RequestInfo;
  initial: [number, number];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(initial[0]);
  const [right, setRight] = useState(initial[1]);
  const options = info.requestVersions.map((v) => ({ value: v.versionId, label: versionName(t, v.versionId) }));
  return (
    <AppDialog
      visible
      onHide={onClose}
      header={t('requests.compare.title', { name: info.requestName })}
      style={{ width: '95vw' }}
      maximizable
    >
      <div className="compare-view">
        <ComparePane info={info} versionId={left} onChange={setLeft} options={options} side="left" />
        <ComparePane info={info} versionId={right} onChange={setRight} options={options} side="right" />
      </div>
    </AppDialog>
  );
}

function ComparePane({
  info,
  versionId,
  onChange,
  options,
  side,
}: {
  info: RequestInfo;
  versionId: number;
  onChange: (versionId: number) => void;
  options: { value: number; label: string }[];
  side: 'left' | 'right';
}) {
  const { t } = useTranslation();
  const details = useRequestDetails(info.id, versionId);
  const label = options.find((o) => o.value === versionId)?.label ?? '';
  return (
    <section className="compare-pane" aria-label={t('requests.compare.pane', { version: label })}>
      <Dropdown
        value={versionId}
        options={options}
        onChange={(e) => onChange(e.value as number)}
        aria-label={t(`requests.compare.${side}`)}
      />
      {!details.data || details.data.version.versionId !== versionId ? (
        <ProgressSpinner className="preview-spinner" aria-label={t('requests.preview.loading')} />
      ) : (
        <>
          <VersionFiles files={details.data.version.files} width={560} />
          <h4>{t('requests.thread.title')}</h4>
          <VersionThread details={details.data} readOnly={false} comparing />
        </>
      )}
    </section>
  );
}
