import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshAssetLinks, useAssetSend } from '../api/assetLinks';

/**
 * The last send of asset links (docs/decisions.md, 'Bulk mail'): how many of its recipients are sent, failed or still
 * queued, as a bar that fills while the mail sender works, then each recipient SES refused with its reason. The sent
 * links join the list below as they go.
 */
export function SendReport(props: { sendId: string; tacticId: number; onDismiss: () => void }) {
  const { t } = useTranslation();
  const send = useAssetSend(props.sendId);
  const report = send.data;
  const sent = report?.sent ?? 0;
  useEffect(() => {
    if (sent > 0) void refreshAssetLinks(props.tacticId);
  }, [sent, props.tacticId]);
  if (!report) return send.error ? <Message severity="error" text={send.error.message} /> : null;
  const done = report.total - report.queued;
  const failed = report.recipients.filter((r) => r.status === 'failed');
  return (
    <section className="assets-send-report" aria-label={t('assets.send.title')}>
      <div role="status" aria-live="polite">
        {report.queued > 0
          ? t('assets.send.progress', { sent: report.sent, failed: report.failed, total: report.total })
          : t('assets.send.finished', { sent: report.sent, failed: report.failed, total: report.total })}
      </div>
      {report.queued > 0 && (
        <ProgressBar value={Math.round((done * 100) / Math.max(1, report.total))} aria-label={t('assets.send.title')} />
      )}
      {failed.length > 0 && (
        <ul aria-label={t('assets.send.failedList')}>
          {failed.map((r) => (
            <li key={r.recipient}>{t('assets.send.failedRecipient', { recipient: r.recipient, reason: r.reason })}</li>
          ))}
        </ul>
      )}
      {report.queued === 0 && (
        <Button type="button" label={t('assets.close')} text size="small" onClick={props.onDismiss} />
      )}
    </section>
  );
}
