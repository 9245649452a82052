import './send.css';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n';

/** What a bulk send's report route answers (asset links, notifications): counts and each recipient's outcome. */
export interface SendReportData {
  total: number;
  queued: number;
  sent: number;
  failed: number;
  recipients: { recipient: string; status: 'queued' | 'sent' | 'failed'; reason: string | null }[];
}

/**
 * A send to many recipients through the bulk mail queue (docs/decisions.md, 'Bulk mail'): 'Sending: 12 of 50 sent,
 * 0 failed…' with a bar that fills while the mail sender works, then 'Sent to 49 of 50 recipients; 1 failed.' and
 * each recipient not reached with SES's reason (or ours, in the reader's language); Close once nothing is queued. The caller reads the report (again
 * while any recipient is queued).
 */
export function SendReport(props: { report?: SendReportData; error?: Error; onDismiss: () => void }) {
  const { t } = useTranslation();
  const { report } = props;
  if (!report) return props.error ? <Message severity="error" text={props.error.message} /> : null;
  const done = report.total - report.queued;
  const failed = report.recipients.filter((r) => r.status === 'failed');
  const counts = { sent: report.sent, failed: report.failed, total: report.total };
  return (
    <section className="send-report" aria-label={t('widgets.sendReport.title')}>
      <div role="status" aria-live="polite">
        {report.queued > 0 ? t('widgets.sendReport.progress', counts) : t('widgets.sendReport.finished', counts)}
      </div>
      {report.queued > 0 && (
        <ProgressBar
          value={Math.round((done * 100) / Math.max(1, report.total))}
          aria-label={t('widgets.sendReport.title')}
        />
      )}
      {failed.length > 0 && (
        <ul aria-label={t('widgets.sendReport.failedList')}>
          {failed.map((r) => (
            <li key={r.recipient}>
              {t('widgets.sendReport.failedRecipient', {
                recipient: r.recipient,
                reason: r.reason && translateMessage(t, r.reason),
              })}
            </li>
          ))}
        </ul>
      )}
      {report.queued === 0 && (
        <Button type="button" label={t('widgets.sendReport.close')} text size="small" onClick={props.onDismiss} />
      )}
    </section>
  );
}
