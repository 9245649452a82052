import { Button } from 'primereact/button';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '../../../../../shared/constants';
import { useDebouncedValue } from '../../../components/dataTable';
import { openSidePanel } from '../../../lib/sidePanel';
import { useMyCampaigns, type ProgramListRow } from '../api/programLists';
import { useCursorPages } from '../lib/useCursorPages';
import { CursorPager } from './CursorPager';
import { ProgramListTable } from './ProgramListTable';
import '../status.css';

/** My campaigns (`mycampaigns`): the programs the user created, newest first; where submit and approve end. */
export function MyCampaignsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search, 400).trim();
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sortDirection, setSortDirection] = useState<'asc' | 'desc'>('desc');
  const pages = useCursorPages(JSON.stringify([searchTerm, pageSize, sortDirection]));
  const list = useMyCampaigns({
    ...(searchTerm ? { searchTerm } : {}),
    pageSize,
    pageIndex: pages.pageIndex,
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
    sortBy: 'createdAt',
    sortDirection,
  });

  const actions = (row: ProgramListRow) => (
    <div className="row-actions">
      <Link
        to={`/tactic-catalog/${row.id}`}
        className="p-button p-button-text p-button-sm p-button-icon-only"
        aria-label={t('programStatus.myCampaigns.actions.catalog', { id: row.id })}
        title={t('programStatus.myCampaigns.actions.catalog', { id: row.id })}
      >
        <i className="pi pi-th-large" aria-hidden />
      </Link>
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
    </div>
  );

  return (
    <div className="status-page">
      <div className="list-filters">
        <div className="field search">
          <label htmlFor="mycampaigns-search">{t('programStatus.filters.search')}</label>
          <IconField iconPosition="left">
            <InputIcon className="pi pi-search" />
            <InputText
              id="mycampaigns-search"
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              maxLength={200}
            />
          </IconField>
        </div>
        <span className="spacer" />
        <Link to="/campaign-library" className="p-button p-button-outlined link-as-button">
          <i className="pi pi-book" aria-hidden /> <span>{t('programStatus.myCampaigns.toLibrary')}</span>
        </Link>
      </div>
      <ProgramListTable
        rows={list.data?.items}
        loading={list.isLoading || list.isValidating}
        error={list.error}
        caption={t('programStatus.myCampaigns.caption')}
        sortDirection={sortDirection}
        onSortDirection={setSortDirection}
        actions={actions}
        emptyMessage={t('programStatus.myCampaigns.empty')}
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
