import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../../components/dialog';
import { SendReport } from '../../../components/send';
import { refreshMyNotifications, useNotificationSend } from '../api/notifications';

/**
 * The report of a notification or program message just sent (docs/decisions.md, 'Bulk mail'): 'Sending: 3 of 40
 * sent, 0 failed…' while the mail sender works, then 'Sent to 39 of 40 recipients; 1 failed.' and who was not
 * reached with SES's reason. Closing it early (its close button; not Escape nor the backdrop, as every dialog) leaves
 * the send going.
 */
export function SendReportDialog({ sendId, onHide }: { sendId: string; onHide: () => void }) {
  const { t } = useTranslation();
  const send = useNotificationSend(sendId);
  const finished = send.data !== undefined && send.data.queued === 0;
  useEffect(() => {
    // The sender may be among the recipients: their own in-app item arrives with the send.
    if (finished) void refreshMyNotifications();
  }, [finished]);
  return (
    <AppDialog
      visible
      header={send.data?.subject ?? t('widgets.sendReport.title')}
      style={{ width: '32rem', maxWidth: '95vw' }}
      onHide={onHide}
    >
      <SendReport report={send.data} error={send.error} onDismiss={onHide} />
    </AppDialog>
  );
}
