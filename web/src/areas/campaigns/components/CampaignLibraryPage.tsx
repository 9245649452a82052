import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { MultiSelect } from 'primereact/multiselect';
import { Paginator } from 'primereact/paginator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { TABLE_PAGE_SIZE_ALL } from '../../../../../shared/constants';
import { SearchInput, useDebouncedValue } from '../../../components/dataTable';
import { programLabel } from '../../../components/format';
import { PageSpinner } from '../../../components/PageSpinner';
import { openSidePanel } from '../../../lib/sidePanel';
import { thumbnailOf, useThumbnails } from '../../../lib/thumbnails';
import { useReferenceList, type ReferenceRecord } from '../../../components/reference';
import { useThemeCalendar } from '../api/calendar';
import { useSelectedProgram } from '../api/programTheme';
import { useThemeFavorites, useThemeList, useThemeRecommendations } from '../api/themes';
import { ThemeCard } from './ThemeCard';
import { Timeline } from '../../../components/timeline';
import { ViewSwitch } from '../../../components/toggles';
import '../campaigns.css';

type View = 'library' | 'favorites' | 'recommended' | 'calendar';
const PAGE_SIZES = [12, 24, 48];
const SORTS = ['name', 'startDate', 'endDate'] as const;

/** The pictures of the themes shown: one call for the page of cards, only for themes that have one. */
const useThemePictures = (themes: readonly ReferenceRecord<'campaignTheme'>[] | undefined) =>
  useThumbnails({ themeIds: (themes ?? []).filter((theme) => theme.documentId).map((theme) => String(theme.id)) }).data;

/** The campaign library (`campaign-library`, or `campaign-library/{selectedProgramId}` to change a program's theme). */
export function CampaignLibraryPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const selectedProgramId = Number.isInteger(id) && id > 0 ? id : null;
  const selected = useSelectedProgram(selectedProgramId);
  const [view, setView] = useState<View>('library');
  const favorites = useThemeFavorites();
  const favoriteIds = new Set((favorites.data ?? []).map((f) => f.id));

  return (
    <div className="campaigns-page">
      {selectedProgramId && (
        <Message
          severity="info"
          className="selected-program-banner"
          content={
            <span>
              {t('campaigns.library.choosingFor', {
                program: programLabel(selectedProgramId, selected.data?.program.name),
              })}{' '}
              <Link to={`/tactic-catalog/${selectedProgramId}`}>{t('campaigns.library.backToProgram')}</Link>
            </span>
          }
        />
      )}
      <ViewSwitch
        value={view}
        onChange={setView}
        options={(['library', 'favorites', 'recommended', 'calendar'] as const).map((v) => ({
          value: v,
          label: t(`campaigns.views.${v}`),
        }))}
        label={t('campaigns.views.label')}
      />
      {view === 'library' && <Library favoriteIds={favoriteIds} selectedProgramId={selectedProgramId} />}
      {view === 'favorites' && (
        <ThemeList
          records={favorites.data}
          error={favorites.error}
          favoriteIds={favoriteIds}
          selectedProgramId={selectedProgramId}
          empty={t('campaigns.favorites.empty')}
        />
      )}
      {view === 'recommended' && <Recommended favoriteIds={favoriteIds} selectedProgramId={selectedProgramId} />}
      {view === 'calendar' && <ThemeCalendar selectedProgramId={selectedProgramId} />}
    </div>
  );
}

function Recommended({
  favoriteIds,
  selectedProgramId,
}: {
  favoriteIds: Set<number>;
  selectedProgramId: number | null;
}) {
  const { t } = useTranslation();
  const recommended = useThemeRecommendations();
  return (
    <ThemeList
      records={recommended.data}
      error={recommended.error}
      favoriteIds={favoriteIds}
      selectedProgramId={selectedProgramId}
      empty={t('campaigns.recommended.empty')}
    />
  );
}

function ThemeList({
  records,
  error,
  favoriteIds,
  selectedProgramId,
  empty,
}: {
  records: ReferenceRecord<'campaignTheme'>[] | undefined;
  error: unknown;
  favoriteIds: Set<number>;
  selectedProgramId: number | null;
  empty: string;
}) {
  const { t } = useTranslation();
  const pictures = useThemePictures(records);
  if (error) return <Message severity="error" text={t('spec.http.dataNotLoaded')} />;
  if (!records) return <PageSpinner />;
  if (!records.length) return <p className="muted">{empty}</p>;
  return (
    <ul className="theme-grid">
      {records.map((theme) => (
        <ThemeCard
          key={theme.id}
          theme={theme}
          favorite={favoriteIds.has(theme.id)}
          selectedProgramId={selectedProgramId}
          picture={thumbnailOf(pictures, 'theme', theme.id)}
        />
      ))}
    </ul>
  );
}

/** Every active theme: searched, sorted and paged on the server, narrowed by theme categories and brands. */
function Library({ favoriteIds, selectedProgramId }: { favoriteIds: Set<number>; selectedProgramId: number | null }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search, 400);
  const [sort, setSort] = useState<(typeof SORTS)[number]>('name');
  const [categories, setCategories] = useState<number[]>([]);
  const [brands, setBrands] = useState<number[]>([]);
  const [page, setPage] = useState({ index: 0, size: PAGE_SIZES[0]! });
  const filterKey = JSON.stringify([searchTerm, sort, categories, brands]);
  const [lastKey, setLastKey] = useState(filterKey);
  if (lastKey !== filterKey) {
    setLastKey(filterKey);
    setPage((p) => ({ ...p, index: 0 }));
  }
  const themes = useThemeList({
    pageIndex: page.index,
    pageSize: page.size,
    sortBy: sort,
    sortDirection: 'asc',
    ...(searchTerm.trim() ? { searchTerm: searchTerm.trim() } : {}),
    ...(categories.length ? { themeCategoryIds: categories.join(',') } : {}),
    ...(brands.length ? { brandIds: brands.join(',') } : {}),
  });
  const pictures = useThemePictures(themes.data?.items);
  const categoryOptions = useReferenceList('themeCategory', {
    pageIndex: 0,
    pageSize: TABLE_PAGE_SIZE_ALL,
    sortBy: 'name',
    sortDirection: 'asc',
    active: 'true',
  });
  const brandOptions = useReferenceList('brand', {
    pageIndex: 0,
    pageSize: TABLE_PAGE_SIZE_ALL,
    sortBy: 'name',
    sortDirection: 'asc',
    active: 'true',
  });

  return (
    <>
      <div className="library-filters">
        <div className="field search">
          <label htmlFor="library-search">{t('campaigns.library.search')}</label>
          <SearchInput inputId="library-search" value={search} onChange={setSearch} />
        </div>
        <div className="field">
          <label htmlFor="library-categories">{t('campaigns.library.categories')}</label>
          <MultiSelect
            inputId="library-categories"
            value={categories}
            options={(categoryOptions.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(e) => setCategories(e.value as number[])}
            display="chip"
            filter
            emptyMessage={t('campaigns.texts.themeCategoryNotFound')}
            placeholder={t('campaigns.library.allCategories')}
          />
        </div>
        <div className="field">
          <label htmlFor="library-brands">{t('campaigns.library.brands')}</label>
          <MultiSelect
            inputId="library-brands"
            value={brands}
            options={(brandOptions.data?.items ?? []).map((b) => ({ value: b.id, label: b.name }))}
            onChange={(e) => setBrands(e.value as number[])}
            display="chip"
            filter
            emptyMessage={t('widgets.lookup.notFound.brand')}
            placeholder={t('campaigns.library.allBrands')}
          />
        </div>
        <div className="field">
          <label htmlFor="library-sort">{t('campaigns.library.sortBy')}</label>
          <Dropdown
            inputId="library-sort"
            value={sort}
            options={SORTS.map((s) => ({ value: s, label: t(`campaigns.library.sorts.${s}`) }))}
            onChange={(e) => setSort(e.value as (typeof SORTS)[number])}
          />
        </div>
      </div>
      {themes.error ? (
        <Message severity="error" text={t('spec.http.dataNotLoaded')} />
      ) : !themes.data ? (
        <PageSpinner />
      ) : themes.data.items.length === 0 ? (
        <p className="muted">{t('campaigns.library.empty')}</p>
      ) : (
        <ul className="theme-grid" aria-busy={themes.isValidating}>
          {themes.data.items.map((theme) => (
            <ThemeCard
              key={theme.id}
              theme={theme}
              favorite={favoriteIds.has(theme.id)}
              selectedProgramId={selectedProgramId}
              picture={thumbnailOf(pictures, 'theme', theme.id)}
            />
          ))}
        </ul>
      )}
      {themes.data && themes.data.totalCount > PAGE_SIZES[0]! && (
        <Paginator
          first={page.index * page.size}
          rows={page.size}
          totalRecords={themes.data.totalCount}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(e) => setPage({ index: e.page, size: e.rows })}
        />
      )}
    </>
  );
}

/** The campaign calendar: active themes of a year, by month. */
function ThemeCalendar({ selectedProgramId }: { selectedProgramId: number | null }) {
  const { t } = useTranslation();
  const [year, setYear] = useState(new Date().getFullYear());
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const calendar = useThemeCalendar(from, to);
  return (
    <section className="campaigns-page" aria-label={t('campaigns.calendar.title')}>
      <div className="calendar-toolbar">
        <Button
          type="button"
          icon="pi pi-chevron-left"
          text
          rounded
          aria-label={t('campaigns.calendar.previousYear')}
          onClick={() => setYear(year - 1)}
        />
        <strong>{year}</strong>
        <Button
          type="button"
          icon="pi pi-chevron-right"
          text
          rounded
          aria-label={t('campaigns.calendar.nextYear')}
          onClick={() => setYear(year + 1)}
        />
      </div>
      {calendar.error && <Message severity="error" text={t('spec.http.dataNotLoaded')} />}
      {calendar.data && calendar.data.length === 0 && <p className="muted">{t('campaigns.calendar.empty')}</p>}
      {calendar.data && (
        <Timeline
          todayLabel={t('campaigns.calendar.today')}
          from={from}
          to={to}
          events={calendar.data}
          label={t('campaigns.calendar.title')}
          onOpen={(event) =>
            openSidePanel('campaign-info', { themeId: event.id, ...(selectedProgramId ? { selectedProgramId } : {}) })
          }
        />
      )}
    </section>
  );
}
