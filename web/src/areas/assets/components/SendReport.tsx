import { useEffect } from 'react';
import { SendReport as BulkSendReport } from '../../../components/send';
import { refreshAssetLinks, useAssetSend } from '../api/assetLinks';

/**
 * The last send of asset links (docs/decisions.md, 'Bulk mail'): the shared send report, read while the mail sender
 * works. The sent links join the list below as they go.
 */
export function SendReport(props: { sendId: string; tacticId: number; onDismiss: () => void }) {
  const send = useAssetSend(props.sendId);
  const sent = send.data?.sent ?? 0;
  useEffect(() => {
    if (sent > 0) void refreshAssetLinks(props.tacticId);
  }, [sent, props.tacticId]);
  return <BulkSendReport report={send.data} error={send.error} onDismiss={props.onDismiss} />;
}
