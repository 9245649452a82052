import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, currentLanguage } from '../../../../lib/i18n';
import { Link, useParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../../../../../shared/constants';
import { plannableStatuses } from '../../../../../../shared/programs/status';
import { ServerDataTable, useTableState, type TableColumn } from '../../../../components/dataTable';
import { Money } from '../../../../components/format';
import { PageSpinner } from '../../../../components/PageSpinner';
import { ReferenceName, useReferenceList, type ReferenceRecord } from '../../../../components/reference';
import { openSidePanel } from '../../../../lib/sidePanel';
import { setTacticFavorite, useTacticFavorites, useThemeTactics } from '../../api/catalog';
import { useProgram, type ProgramDetails } from '../../api/program';
import { useThumbnails, type Thumbnail } from '../../api/tactics';
import { thumbnailOf } from '../../../../lib/thumbnails';
import { TacticThumbnail } from '../tactics/TacticImage';
import { BudgetLines } from '../common/BudgetLines';
import { PlanningSteps } from '../../../../components/steps';
import { ProgramHeader } from '../common/ProgramHeader';
import { programIdOf, ProgramLoadError } from '../common/PageState';
import { nextStepOf } from '../../lib/steps';
import { useAddToCart, type CatalogTactic } from './useAddToCart';
import { FavoriteToggle, ViewSwitch } from '../../../../components/toggles';
import { LinkButton } from '../../../../components/linkButton';
import '../../programs.css';

type View = 'theme' | 'all' | 'favorites';

type Tactic = ReferenceRecord<'tactic'>;

const catalogTactic = (record: Tactic): CatalogTactic => ({
  id: record.id,
  tacticName: record.tacticName,
  unitCost: record.unitCost,
});

/** The tactic catalog (`tactic-catalog`), or the catalog for one program (`tactic-catalog/{programId}`). */
export function TacticCatalogPage() {
  const programId = programIdOf(useParams().programId);
  return programId ? <ProgramCatalog programId={programId} /> : <CatalogBrowser />;
}

function ProgramCatalog({ programId }: { programId: number }) {
  const program = useProgram(programId);
  if (program.error) return <ProgramLoadError error={program.error} />;
  if (!program.data) return <PageSpinner />;
  return <ProgramCatalogView details={program.data} />;
}

function ProgramCatalogView({ details }: { details: ProgramDetails }) {
  const { t } = useTranslation();
  const { program } = details;
  const themeId = program.campaignThemeId ?? null;
  const [view, setView] = useState<View>(themeId ? 'theme' : 'all');
  const plannable = plannableStatuses.includes(program.statusId);
  const funded = details.fundingSources.some((f) => f.selected);
  const views: { value: View; label: string }[] = [
    ...(themeId ? [{ value: 'theme' as const, label: t('programs.catalog.themeTactics') }] : []),
    { value: 'all', label: t('programs.catalog.allTactics') },
    { value: 'favorites', label: t('programs.catalog.favorites') },
  ];

  return (
    <div className="program-page catalog-page">
      <ProgramHeader
        details={details}
        back={{ to: `/programdetails/${program.id}`, label: t('programs.header.toDetails') }}
      />
      <PlanningSteps programId={program.id} current="tactics" />
      <div className="program-toolbar">
        <Button
          type="button"
          label={t('programs.cart.open', { count: details.tactics.length })}
          icon="pi pi-shopping-cart"
          size="small"
          onClick={() => openSidePanel('campaign-cart', { programId: program.id })}
        />
        {plannable && funded && (
          <Button
            type="button"
            label={t('programs.tactics.create')}
            icon="pi pi-plus"
            size="small"
            outlined
            onClick={() => openSidePanel('create-new-tactic', { programId: program.id })}
          />
        )}
        {!plannable && details.tactics.some((tactic) => tactic.custom) && (
          // Past planning the program's own tactics (and their components' files) stay readable there.
          <Button
            type="button"
            label={t('programs.tactics.panelTitle')}
            icon="pi pi-list"
            size="small"
            outlined
            onClick={() => openSidePanel('create-new-tactic', { programId: program.id })}
          />
        )}
        <span className="cart-mini">
          {t('programs.cart.total')}{' '}
          <strong>
            <Money value={details.budget.totalCost} />
          </strong>
        </span>
        <span className="spacer" />
        {details.tactics.length > 0 && (
          <LinkButton
            to={nextStepOf(details.program)}
            label={t('programs.cart.nextSteps')}
            icon="pi pi-arrow-right"
            iconPos="right"
            variant="outlined"
            size="small"
          />
        )}
      </div>
      {!plannable && <Message severity="info" text={t('programs.spec.server.notPlannable')} />}
      {plannable && !funded && <Message severity="warn" text={t('programs.catalog.needsFunding')} />}
      <BudgetLines budget={details.budget} caption={t('programs.budget.remainingTitle')} />
      <ViewSwitch value={view} options={views} onChange={setView} label={t('programs.catalog.view')} />
      {view === 'theme' && themeId ? (
        <ThemeTactics details={details} themeId={themeId} canAdd={plannable && funded} />
      ) : null}
      {view === 'all' && <AllTactics details={details} canAdd={plannable && funded} />}
      {view === 'favorites' && <FavoriteTactics details={details} canAdd={plannable && funded} />}
    </div>
  );
}

/**
 * The quantity box and Add button of one catalog row. It reads the program itself (the table does not redraw its
 * rows when only the program changes), so every add goes at the version just stored.
 */
function AddControl({ programId, tactic }: { programId: number; tactic: CatalogTactic }) {
  const { t } = useTranslation();
  const program = useProgram(programId);
  const add = useAddToCart(program.data);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  return (
    <div className="add-control">
      <InputNumber
        value={quantity}
        onValueChange={(e) => setQuantity(e.value ?? 1)}
        min={1}
        max={1_000_000}
        size={5}
        aria-label={t('programs.catalog.quantityOf', { name: tactic.tacticName })}
        inputClassName="qty-input"
      />
      <Button
        type="button"
        icon={busy ? 'pi pi-spin pi-spinner' : 'pi pi-cart-plus'}
        label={t('programs.catalog.add')}
        size="small"
        disabled={busy || !program.data}
        aria-label={t('programs.catalog.addNamed', { name: tactic.tacticName })}
        onClick={async () => {
          setBusy(true);
          const added = await add(tactic, quantity);
          setBusy(false);
          if (added) setQuantity(1);
        }}
      />
    </div>
  );
}

/**
 * The pictures of the catalog tactics a table shows: one call for its page of rows (the thumbnails route takes
 * at most 100 ids, more than a page holds).
 */
const useCatalogPictures = (records: readonly Tactic[] | undefined) =>
  useThumbnails({ tacticIds: (records ?? []).slice(0, 100).map((r) => String(r.id)) }).data;

/** A catalog row's heart; it reads the favorites itself, so the row shows a change at once. */
function TacticFavorite({ tacticId }: { tacticId: number }) {
  const { t } = useTranslation();
  const favorite = useFavoriteIds().set.has(tacticId);
  return (
    <FavoriteToggle
      favorite={favorite}
      save={(next) => setTacticFavorite(tacticId, next)}
      texts={{
        add: t('programs.catalog.addFavorite'),
        remove: t('programs.catalog.unfavorite'),
        added: [t('programs.texts.addedFavorite'), t('programs.texts.addedFavoriteDetail')],
        failed: t('programs.texts.favoriteFailed'),
      }}
    />
  );
}

function useTacticColumns(
  details: ProgramDetails | null,
  canAdd: boolean,
  pictures: readonly Thumbnail[] | undefined,
): TableColumn<Tactic>[] {
  const { t } = useTranslation();
  return [
    {
      field: 'tacticName',
      header: t('programs.cart.tactic'),
      sortField: 'tacticName',
      fixed: true,
      body: (r) => (
        <span className="tactic-cell">
          <TacticThumbnail picture={thumbnailOf(pictures, 'tactic', r.id)} name={r.tacticName} />
          <span>
            <strong>{r.tacticName}</strong>
            <br />
            <small className="muted">{r.description ?? ''}</small>
            <br />
            <small className="muted tactic-meta">
              <span title={t('programs.catalog.tacticType')}>
                <ReferenceName kind="tacticType" id={r.tacticTypeId} />
              </span>
              {' · '}
              <span title={t('programs.catalog.productType')}>
                <ReferenceName kind="productType" id={r.productTypeId} />
              </span>
            </small>
          </span>
        </span>
      ),
    },
    {
      field: 'sku',
      header: t('programs.catalog.itemId'),
      sortField: 'sku',
      className: 'code',
      body: (r) => r.sku || <span className="muted">{t('programs.catalog.none')}</span>,
    },
    {
      field: 'inventoryStock',
      header: t('programs.catalog.stock'),
      sortField: 'inventoryStock',
      className: 'num',
      body: (r) =>
        r.inventoryStock === null || r.inventoryStock === undefined ? (
          <span className="muted">{t('programs.catalog.none')}</span>
        ) : (
          formatNumber(r.inventoryStock)
        ),
    },
    {
      field: 'deliveryMethodId',
      header: t('programs.catalog.deliveryMethod'),
      sortField: 'deliveryMethodId',
      body: (r) => <ReferenceName kind="deliveryMethod" id={r.deliveryMethodId} />,
    },
    {
      field: 'unitCost',
      header: t('programs.catalog.unitCost'),
      sortField: 'unitCost',
      className: 'num',
      body: (r) => <Money value={r.unitCost} />,
    },
    {
      field: 'favorite',
      header: t('programs.catalog.favorite'),
      fixed: true,
      body: (r) => <TacticFavorite tacticId={r.id} />,
    },
    ...(details && canAdd
      ? [
          {
            field: 'add',
            header: t('programs.catalog.addToCart'),
            fixed: true,
            body: (r: Tactic) => <AddControl programId={details.program.id} tactic={catalogTactic(r)} />,
          },
        ]
      : []),
  ];
}

function useFavoriteIds() {
  const favorites = useTacticFavorites();
  return { set: new Set((favorites.data ?? []).map((f) => f.id)), list: favorites };
}

/** A plain list of catalog records (a theme's tactics, the favorites): few, shown whole. */
function TacticList({
  records,
  loading,
  error,
  columns,
  empty,
}: {
  records: Tactic[];
  loading: boolean;
  error: unknown;
  columns: TableColumn<Tactic>[];
  empty: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? <Message severity="error" text={t('spec.http.dataNotLoaded')} /> : null}
      <DataTable
        key={currentLanguage()}
        value={records.filter((r) => r.active !== false)}
        dataKey="id"
        loading={loading}
        size="small"
        emptyMessage={empty}
        stripedRows
        scrollable
        aria-label={t('programs.catalog.title')}
      >
        {columns.map((c) => (
          <Column key={c.field} header={c.header} body={c.body} className={c.className} />
        ))}
      </DataTable>
    </>
  );
}

function ThemeTactics({ details, themeId, canAdd }: { details: ProgramDetails; themeId: number; canAdd: boolean }) {
  const { t } = useTranslation();
  const tactics = useThemeTactics(themeId);
  const columns = useTacticColumns(details, canAdd, useCatalogPictures(tactics.data));
  return (
    <TacticList
      records={tactics.data ?? []}
      loading={!tactics.data && !tactics.error}
      error={tactics.error}
      columns={columns}
      empty={t('programs.catalog.empty')}
    />
  );
}

function FavoriteTactics({ details, canAdd }: { details: ProgramDetails | null; canAdd: boolean }) {
  const { t } = useTranslation();
  const favorites = useFavoriteIds();
  const columns = useTacticColumns(details, canAdd, useCatalogPictures(favorites.list.data));
  return (
    <TacticList
      records={favorites.list.data ?? []}
      loading={!favorites.list.data && !favorites.list.error}
      error={favorites.list.error}
      columns={columns}
      empty={t('programs.catalog.noFavorites')}
    />
  );
}

/** The whole catalog: paged, sorted and searched on the server. */
function AllTactics({ details, canAdd }: { details: ProgramDetails | null; canAdd: boolean }) {
  const { t } = useTranslation();
  const table = useTableState({ sortBy: 'tacticName', pageSize: DEFAULT_PAGE_SIZE });
  const list = useReferenceList('tactic', { ...table.query, active: 'true' }, { keepPreviousData: true });
  const columns = useTacticColumns(details, canAdd, useCatalogPictures(list.data?.items));
  return (
    <ServerDataTable
      tableId={details ? 'program-catalog' : 'catalog'}
      table={table}
      result={list.data}
      loading={list.isLoading || list.isValidating}
      error={list.error}
      columns={columns}
      dataKey="id"
      caption={t('programs.catalog.title')}
      searchPlaceholder={t('programs.catalog.search')}
      emptyMessage={t('programs.catalog.empty')}
    />
  );
}

/** The catalog without a program: browse and keep favorites; adding needs a program. */
function CatalogBrowser() {
  const { t } = useTranslation();
  const [view, setView] = useState<'all' | 'favorites'>('all');
  return (
    <div className="program-page catalog-page">
      <Message severity="info" text={t('programs.catalog.chooseProgram')} />
      <div className="program-toolbar">
        <Link to="/mycampaigns">{t('programs.catalog.toMyCampaigns')}</Link>
        <Link to="/campaign-library">{t('programs.catalog.toLibrary')}</Link>
      </div>
      <ViewSwitch
        value={view}
        options={[
          { value: 'all' as const, label: t('programs.catalog.allTactics') },
          { value: 'favorites' as const, label: t('programs.catalog.favorites') },
        ]}
        onChange={setView}
        label={t('programs.catalog.view')}
      />
      {view === 'all' ? (
        <AllTactics details={null} canAdd={false} />
      ) : (
        <FavoriteTactics details={null} canAdd={false} />
      )}
    </div>
  );
}
