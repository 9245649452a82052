import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE } from '../../../../../shared/constants';
import { ARCHIVE_LIST_MAX } from '../../../../../shared/contract/schemas/tactics';
import { useConfirm } from '../../../components/confirm';
import { emptyListText, SearchInput, useDebouncedValue } from '../../../components/dataTable';
import { useMessageBox } from '../../../components/messageBox';
import { ViewSwitch } from '../../../components/toggles';
import { LinkButton } from '../../../components/linkButton';
import { translateMessage } from '../../../lib/i18n';
import { openSidePanel } from '../../../lib/sidePanel';
import {
  archiveProgram,
  archivePrograms,
  useMyCampaigns,
  useMyProgramsOf,
  type ProgramListRow,
} from '../api/programLists';
import { useProgramSort } from '../lib/programSort';
import { useCursorPages } from '../lib/useCursorPages';
import { CursorPager } from './CursorPager';
import { ProgramListTable } from './ProgramListTable';
import '../status.css';

type View = 'all' | 'drafts' | 'archived';

/**
 * My campaigns (`mycampaigns`): the programs the user created, newest first; where submit and approve end. Views:
 * all of them, the drafts (`programs/draft`) and the archived ones (`programs/archived`); Archive per program,
 * Restore on an archived one (All lists both, archived ones marked), each asked first. In All and Drafts, ticked
 * rows are archived at once (`programs/archive-list`, at most ARCHIVE_LIST_MAX); the programs the server refused
 * stay listed with its reason.
 */
export function MyCampaignsPage() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const messageBox = useMessageBox();
  const [view, setViewState] = useState<View>('all');
  const [search, setSearchState] = useState('');
  const [selection, setSelection] = useState<ProgramListRow[]>([]);
  const [archiving, setArchiving] = useState(false);
  const [refusals, setRefusals] = useState<string[]>([]);
  // A new view or search starts a new selection.
  const setView = (next: View) => {
    setViewState(next);
    setSelection([]);
    setRefusals([]);
  };
  const setSearch = (next: string) => {
    setSearchState(next);
    setSelection([]);
  };
  const searchTerm = useDebouncedValue(search, 400).trim();
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const { sort, onSort } = useProgramSort();
  const pages = useCursorPages(JSON.stringify([view, searchTerm, pageSize, sort.sortBy, sort.sortDirection]));
  const query = {
    ...(searchTerm ? { searchTerm } : {}),
    pageSize,
    pageIndex: pages.pageIndex,
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
    ...sort,
  };
  const all = useMyCampaigns(view === 'all' ? query : null);
  const other = useMyProgramsOf(view === 'all' ? 'drafts' : view, view === 'all' ? null : query);
  const list = view === 'all' ? all : other;

  const archive = async (row: ProgramListRow, archived: boolean) => {
    const name = row.name ?? `#${row.id}`;
    const yes = await confirm({
      message: t(archived ? 'programStatus.myCampaigns.archiveConfirm' : 'programStatus.myCampaigns.restoreConfirm', {
        name,
      }),
      danger: archived,
    });
    if (!yes) return;
    try {
      await archiveProgram(row.id, archived);
      messageBox.success(t(archived ? 'programStatus.myCampaigns.archived' : 'programStatus.myCampaigns.restored'));
    } catch (error) {
      messageBox.error(error);
    }
  };

  const tooMany = selection.length > ARCHIVE_LIST_MAX;
  const archiveSelected = async () => {
    const chosen = selection;
    const yes = await confirm({
      message: t('programStatus.myCampaigns.archiveSelectedConfirm', { count: chosen.length }),
      danger: true,
    });
    if (!yes) return;
    setArchiving(true);
    try {
      const answer = await archivePrograms(chosen.map((row) => row.id));
      const nameOf = new Map(chosen.map((row) => [row.id, row.name || `#${row.id}`]));
      const reasons = answer.refused.map((r) =>
        t('programStatus.myCampaigns.refusal', {
          name: nameOf.get(r.programId) ?? `#${r.programId}`,
          reason: translateMessage(t, r.reason),
        }),
      );
      const count = t('programStatus.myCampaigns.archivedCount', { count: answer.archived.length });
      // Nothing archived is no success: the count joins the refusals.
      messageBox.show(
        answer.archived.length > 0
          ? { success: [count], ...(reasons.length ? { warning: reasons } : {}) }
          : { warning: [count, ...reasons] },
      );
      setRefusals(reasons);
      setSelection([]);
    } catch (error) {
      messageBox.error(error);
    } finally {
      setArchiving(false);
    }
  };

  // The archived view has no selection (archive-list only archives).
  const archived = view === 'archived';
  // An archived program is restored, the others archived, in every view (All lists both).
  const actions = (row: ProgramListRow) => {
    const archiveLabel = t(`programStatus.myCampaigns.actions.${row.archived ? 'restore' : 'archive'}`, { id: row.id });
    return (
      <div className="row-actions">
        <LinkButton
          to={`/tactic-catalog/${row.id}`}
          icon="pi pi-th-large"
          variant="text"
          size="small"
          ariaLabel={t('programStatus.myCampaigns.actions.catalog', { id: row.id })}
        />
        <Button
          type="button"
          icon="pi pi-shopping-cart"
          text
          size="small"
          aria-label={t('programStatus.myCampaigns.actions.cart', { id: row.id })}
          title={t('programStatus.myCampaigns.actions.cart', { id: row.id })}
          onClick={() => openSidePanel('campaign-cart', { programId: row.id })}
        />
        <Button
          type="button"
          icon="pi pi-copy"
          text
          size="small"
          aria-label={t('programStatus.myCampaigns.actions.copy', { id: row.id })}
          title={t('programStatus.myCampaigns.actions.copy', { id: row.id })}
          onClick={() => openSidePanel('create-campaign', { mode: 'copy', programId: row.id })}
        />
        <Button
          type="button"
          icon={row.archived ? 'pi pi-replay' : 'pi pi-inbox'}
          text
          size="small"
          aria-label={archiveLabel}
          title={archiveLabel}
          onClick={() => void archive(row, !row.archived)}
        />
      </div>
    );
  };

  return (
    <div className="status-page">
      <div className="list-filters">
        <div className="field search">
          <label htmlFor="mycampaigns-search">{t('programStatus.filters.search')}</label>
          <SearchInput inputId="mycampaigns-search" value={search} onChange={setSearch} />
        </div>
        <ViewSwitch
          value={view}
          onChange={setView}
          options={(['all', 'drafts', 'archived'] as const).map((v) => ({
            value: v,
            label: t(`programStatus.myCampaigns.views.${v}`),
          }))}
          label={t('programStatus.myCampaigns.views.label')}
        />
        <span className="spacer" />
        {!archived && (
          <Button
            type="button"
            icon="pi pi-inbox"
            outlined
            label={t('programStatus.myCampaigns.archiveSelected', { count: selection.length })}
            disabled={selection.length === 0 || tooMany}
            loading={archiving}
            onClick={() => void archiveSelected()}
          />
        )}
        <LinkButton
          to="/campaign-library"
          label={t('programStatus.myCampaigns.toLibrary')}
          icon="pi pi-book"
          variant="outlined"
        />
      </div>
      {tooMany && (
        <Message
          severity="warn"
          className="list-error"
          text={t('programStatus.myCampaigns.tooMany', { count: selection.length, max: ARCHIVE_LIST_MAX })}
        />
      )}
      {refusals.length > 0 && (
        <Message
          severity="warn"
          className="list-error archive-refusals"
          content={
            <div>
              <strong>{t('programStatus.myCampaigns.notArchived')}</strong>
              <ul>
                {refusals.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </div>
          }
        />
      )}
      <ProgramListTable
        rows={list.data?.items}
        loading={list.isLoading || list.isValidating}
        error={list.error}
        caption={t('programStatus.myCampaigns.caption')}
        sort={sort}
        sortFields={list.data?.sortFields}
        onSort={onSort}
        actions={actions}
        {...(archived ? {} : { selection, onSelectionChange: setSelection })}
        emptyMessage={emptyListText(t, searchTerm, {
          empty: t(
            view === 'all'
              ? 'programStatus.myCampaigns.empty'
              : view === 'drafts'
                ? 'programStatus.myCampaigns.emptyDrafts'
                : 'programStatus.myCampaigns.emptyArchived',
          ),
        })}
      />
      <CursorPager
        pages={pages}
        page={list.data}
        pageSize={pageSize}
        searching={Boolean(searchTerm)}
        loading={list.isValidating}
        onPageSize={setPageSize}
      />
    </div>
  );
}
