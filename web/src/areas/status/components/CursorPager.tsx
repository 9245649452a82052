import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '../../../../../shared/constants';
import type { useCursorPages } from '../lib/useCursorPages';

interface CursorPagerProps {
  /** The visited pages' cursors (useCursorPages). */
  pages: ReturnType<typeof useCursorPages>;
  /** The page the server answered, while it is known. */
  page: { items: unknown[]; totalCount: number; nextCursor: string | null } | undefined;
  pageSize: number;
  /** A search narrows the pages, so the list's total no longer says how many match. */
  searching: boolean;
  loading: boolean;
  onPageSize: (size: number) => void;
}

/** First, Previous and Next over cursor pages, the page size, and where the reader is. */
export function CursorPager({ pages, page, pageSize, searching, loading, onPageSize }: CursorPagerProps) {
  const { t } = useTranslation();
  const shown = page?.items.length ?? 0;
  const first = pages.pageIndex * pageSize + (shown ? 1 : 0);
  const last = pages.pageIndex * pageSize + shown;
  const cannotGoBack = !pages.hasPrevious || loading;
  return (
    <nav className="cursor-pager" aria-label={t('programStatus.pager.label')}>
      <Button
        type="button"
        icon="pi pi-angle-double-left"
        text
        rounded
        disabled={cannotGoBack}
        onClick={pages.first}
        aria-label={t('programStatus.pager.first')}
        title={t('programStatus.pager.first')}
      />
      <Button
        type="button"
        icon="pi pi-angle-left"
        label={t('programStatus.pager.previous')}
        text
        disabled={cannotGoBack}
        onClick={pages.previous}
      />
      <span className="cursor-pager-page">{t('programStatus.pager.page', { page: pages.pageIndex + 1 })}</span>
      <Button
        type="button"
        icon="pi pi-angle-right"
        iconPos="right"
        label={t('programStatus.pager.next')}
        text
        disabled={!page?.nextCursor || loading}
        onClick={() => pages.next(page?.nextCursor)}
      />
      <Dropdown
        value={pageSize}
        options={TABLE_PAGE_SIZES.map((s) => ({ value: s, label: String(s) }))}
        onChange={(e) => onPageSize(e.value as number)}
        aria-label={t('programStatus.pager.pageSize')}
        className="cursor-pager-size"
      />
      <span className="muted" aria-live="polite">
        {searching
          ? t('programStatus.pager.shownSearching', { first, last })
          : t('programStatus.pager.shown', { first, last, total: page?.totalCount ?? 0 })}
      </span>
    </nav>
  );
}
