import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/confirm';
import { ServerDataTable, useTableState, type TableColumn } from '../../../components/dataTable';
import { formatDateTime } from '../../../components/format';
import { useMessageBox } from '../../../components/messageBox';
import { refreshAssetLinks, revokeAssetLink, useAssetLinks, type AssetLink } from '../api/assetLinks';
import { pageLocally } from './localPage';

const statusSeverity = { active: 'success', expired: 'secondary', revoked: 'danger' } as const;

/**
 * The links e-mailed for a tactic: recipient, sent, expiry, status, download count and last download, newest first;
 * paged, sorted and searched; an active link can be revoked (refused from then on).
 */
export function SentLinks({ tactic }: { tactic: { id: number; name: string } }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const confirm = useConfirm();
  const links = useAssetLinks(tactic.id);
  const table = useTableState({ sortBy: 'sentAt', sortDirection: 'desc' });
  const [revoking, setRevoking] = useState<string | null>(null);
  const result = useMemo(
    () =>
      links.data
        ? pageLocally(links.data, table.query, {
            searchText: (l) => [l.recipient, l.sentByName, l.status, ...l.files.map((f) => f.fileName)],
            defaultSort: 'sentAt',
            defaultDirection: 'desc',
          })
        : undefined,
    [links.data, table.query],
  );

  const revoke = async (link: AssetLink) => {
    const ok = await confirm({
      message: t('assets.links.confirmRevoke', { recipient: link.recipient }),
      danger: true,
      acceptLabel: t('assets.links.revoke'),
    });
    if (!ok) return;
    setRevoking(link.id);
    try {
      await revokeAssetLink(link);
      box.success(t('assets.links.revoked', { recipient: link.recipient }));
    } catch (error) {
      box.error(error);
    } finally {
      setRevoking(null);
    }
  };

  const columns: TableColumn<AssetLink>[] = [
    { field: 'recipient', header: t('assets.links.recipient'), sortField: 'recipient', fixed: true },
    { field: 'sentAt', header: t('assets.links.sentAt'), sortField: 'sentAt', body: (l) => formatDateTime(l.sentAt) },
    { field: 'sentByName', header: t('assets.links.sentBy'), sortField: 'sentByName', hidden: true },
    {
      field: 'expiresAt',
      header: t('assets.links.expiresAt'),
      sortField: 'expiresAt',
      body: (l) => formatDateTime(l.expiresAt),
    },
    {
      field: 'status',
      header: t('assets.links.status'),
      sortField: 'status',
      body: (l) => <Tag severity={statusSeverity[l.status]} value={t(`assets.links.statuses.${l.status}`)} />,
    },
    {
      field: 'downloadCount',
      header: t('assets.links.downloads'),
      sortField: 'downloadCount',
      className: 'assets-number',
      body: (l) => <span data-testid="download-count">{l.downloadCount}</span>,
    },
    {
      field: 'lastDownloadAt',
      header: t('assets.links.lastDownload'),
      sortField: 'lastDownloadAt',
      body: (l) => formatDateTime(l.lastDownloadAt) || t('assets.links.never'),
    },
    {
      field: 'files',
      header: t('assets.links.files'),
      hidden: true,
      body: (l) => l.files.map((f) => f.fileName).join(', '),
    },
    {
      field: 'actions',
      header: t('assets.actions'),
      fixed: true,
      style: { width: '7rem' },
      body: (l) =>
        l.status === 'active' ? (
          <Button
            type="button"
            label={t('assets.links.revoke')}
            icon="pi pi-ban"
            size="small"
            text
            severity="danger"
            loading={revoking === l.id}
            aria-label={t('assets.links.revokeNamed', { recipient: l.recipient })}
            onClick={() => void revoke(l)}
          />
        ) : null,
    },
  ];

  return (
    <section className="assets-section" aria-labelledby="assets-links-title">
      <h3 id="assets-links-title">{t('assets.links.title')}</h3>
      <ServerDataTable<AssetLink>
        tableId="assets-links"
        table={table}
        result={result}
        loading={links.isLoading}
        error={links.error}
        columns={columns}
        dataKey="id"
        toolbar={
          <Button
            type="button"
            icon="pi pi-refresh"
            label={t('assets.links.refresh')}
            text
            loading={links.isValidating && !links.isLoading}
            onClick={() => void refreshAssetLinks(tactic.id)}
          />
        }
        caption={t('assets.links.caption', { name: tactic.name })}
        searchPlaceholder={t('assets.links.search')}
        emptyMessage={t('assets.links.empty')}
      />
    </section>
  );
}
