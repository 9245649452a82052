import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { noticeTarget } from '../../lib/noticeLink';

interface NoticeLinkProps {
  notice: { programId: number | null; requestId?: number | null };
  /** Called as the link is followed (the activity dropdown closes). */
  onFollow?: () => void;
}

/**
 * Opens what a notice concerns, named as the lists name it: 'Open request CR-000003', else 'Open program #12';
 * nothing when it concerns neither. The Messages page and the activity dropdown's notifications show it.
 */
export function NoticeLink({ notice, onFollow }: NoticeLinkProps) {
  const { t } = useTranslation();
  const target = noticeTarget(notice);
  if (!target) return null;
  return (
    <Link to={target.to} onClick={onFollow}>
      {target.kind === 'request'
        ? t('widgets.noticeLink.openRequest', { id: target.code })
        : t('widgets.noticeLink.openProgram', { id: target.code })}
    </Link>
  );
}
