import '../assets.css';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { httpMessages } from '../../../../../shared/messages';
import { ServerDataTable, useTableState, type TableColumn } from '../../../components/dataTable';
import { Money } from '../../../components/format';
import { ReferenceName, type ReferenceRecord } from '../../../components/reference';
import { translateMessage } from '../../../lib/i18n';
import { NOT_FOUND_PATH } from '../../../lib/navigation';
import { useCatalogTactic, useCatalogTactics, useTacticTypes } from '../api/tactics';
import { useBrandSide, useHasClaim } from '../../../lib/claims';
import { assetClaims } from './access';
import { SentLinks } from './SentLinks';
import { TacticFiles } from './TacticFiles';
import { inPageUpdate } from '../../../lib/inPageUpdate';

const TACTIC_PARAM = 'tactic';
const idOf = (text: string | null | undefined) => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/**
 * The chosen tactic's files and the links sent for it: the brand team's only (the server refuses them to
 * retailer-side users), so a retailer-side user sees the tactic without them, and nothing of them is asked.
 */
function TacticAssets({ tacticId, canManage, onClose }: { tacticId: number; canManage: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const record = useCatalogTactic(tacticId);
  const scope = useBrandSide();
  if (record.error || scope.error)
    return <Message severity="error" text={translateMessage(t, httpMessages.dataNotLoaded)} />;
  if (!record.data || scope.brandSide === undefined) return null;
  const tactic = { id: tacticId, name: record.data.tacticName };
  return (
    <article className="assets-tactic" aria-labelledby="assets-tactic-title">
      <header className="assets-tactic-header">
        <div>
          <h2 id="assets-tactic-title">{tactic.name}</h2>
          {record.data.description && <p className="assets-muted">{record.data.description}</p>}
        </div>
        <Button
          type="button"
          icon="pi pi-times"
          text
          rounded
          aria-label={t('assets.closeTactic', { name: tactic.name })}
          onClick={onClose}
        />
      </header>
      {scope.brandSide ? (
        <>
          <TacticFiles key={`files-${tacticId}`} tactic={tactic} canManage={canManage} />
          <SentLinks key={`links-${tacticId}`} tactic={tactic} />
        </>
      ) : (
        <p className="assets-hint">
          <i className="pi pi-info-circle" aria-hidden /> {t('assets.brandTeamFiles')}
        </p>
      )}
    </article>
  );
}

/**
 * Asset browsing (spec 01, routes `assets` and `assets/{type}`): the catalog tactics, all or of one tactic type,
 * paged, sorted and searched on the server; choosing one shows its files (download, upload for admins, Email
 * Asset Link) and the links sent for it (with Revoke), to the brand team (a retailer-side user is told they are
 * the brand team's).
 */
export function AssetsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { type } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const canBrowse = useHasClaim(assetClaims.browse);
  const canManage = useHasClaim(assetClaims.manageFiles);
  const typeId = idOf(type);
  const table = useTableState({ inUrl: true, sortBy: 'tacticName' });
  const types = useTacticTypes();
  const tactics = useCatalogTactics({ ...table.query, ...(typeId ? { tacticTypeId: typeId } : {}) });
  const selected = idOf(searchParams.get(TACTIC_PARAM));

  if (type !== undefined && typeId === null) return <Navigate to={NOT_FOUND_PATH} replace />;
  if (!canBrowse) return <Message severity="warn" text={t('assets.noAccess')} />;

  const select = (id: number | null) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(TACTIC_PARAM);
        else next.set(TACTIC_PARAM, String(id));
        return next;
      },
      inPageUpdate({ replace: false }),
    );

  const columns: TableColumn<ReferenceRecord<'tactic'>>[] = [
    {
      field: 'tacticName',
      header: t('assets.tactics.name'),
      sortField: 'tacticName',
      fixed: true,
      body: (row) => (
        <Button
          type="button"
          link
          className={row.id === selected ? 'assets-tactic-link selected' : 'assets-tactic-link'}
          label={row.tacticName}
          aria-current={row.id === selected ? 'true' : undefined}
          onClick={() => select(row.id)}
        />
      ),
    },
    {
      field: 'tacticTypeId',
      header: t('assets.tactics.type'),
      sortField: 'tacticTypeId',
      body: (row) => <ReferenceName kind="tacticType" id={row.tacticTypeId} />,
    },
    {
      field: 'description',
      header: t('assets.tactics.description'),
      body: (row) => <span className="assets-clamp">{row.description ?? ''}</span>,
    },
    { field: 'sku', header: t('assets.tactics.sku'), hidden: true, className: 'code' },
    {
      field: 'unitCost',
      header: t('assets.tactics.unitCost'),
      sortField: 'unitCost',
      className: 'assets-number',
      body: (row) => <Money value={row.unitCost} />,
    },
  ];

  const typeOptions = [
    { value: 0, label: t('assets.tactics.allTypes') },
    ...(types.data?.items ?? []).map((r) => ({ value: r.id, label: r.name })),
  ];
  const toolbar = (
    <Dropdown
      value={typeId ?? 0}
      options={typeOptions}
      onChange={(e) => navigate({ pathname: e.value ? `/assets/${e.value as number}` : '/assets', search: '' })}
      aria-label={t('assets.tactics.typeFilter')}
      className="table-filter"
    />
  );

  return (
    <section className="assets-page" aria-labelledby="assets-page-title">
      <h2 id="assets-page-title" className="sr-only">
        {t('assets.title')}
      </h2>
      <ServerDataTable<ReferenceRecord<'tactic'>>
        tableId="assets-tactics"
        table={table}
        result={tactics.data}
        loading={tactics.isLoading}
        error={tactics.error}
        columns={columns}
        dataKey="id"
        toolbar={toolbar}
        filtered={typeId !== null}
        caption={t('assets.tactics.caption')}
        searchPlaceholder={t('assets.tactics.search')}
        emptyMessage={t('assets.tactics.empty')}
      />
      {selected !== null ? (
        <TacticAssets key={selected} tacticId={selected} canManage={canManage} onClose={() => select(null)} />
      ) : (
        <p className="assets-hint">
          <i className="pi pi-info-circle" aria-hidden /> {t('assets.chooseTactic')}
        </p>
      )}
    </section>
  );
}
