import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { programStatusText } from '../../../../lib/programStatus';

const severity: Record<number, 'info' | 'warning' | 'success' | 'danger' | 'secondary' | 'contrast'> = {
  10: 'info',
  20: 'warning',
  30: 'success',
  40: 'danger',
  50: 'secondary',
  60: 'contrast',
  70: 'secondary',
  80: 'info',
};

/** A program's status, in the reader's language (the server's name when a status is unknown here). */
export function StatusTag({ statusId, statusName }: { statusId: number; statusName: string }) {
  const { t } = useTranslation();
  return (
    <Tag
      value={programStatusText(t, statusId, statusName)}
      severity={severity[statusId] ?? 'secondary'}
      className="program-status-tag"
    />
  );
}
