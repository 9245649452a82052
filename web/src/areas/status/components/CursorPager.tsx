import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useTranslation } from 'react-i18next';
import { TABLE_PAGE_SIZES } from '../../../../../shared/constants';

interface CursorPagerProps {
  pageIndex: number;
  pageSize: number;
  shown: number;
  totalCount: number;
  /** A search narrows the pages, so the list's total no longer says how many match. */
  searching: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  loading: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFirst: () => void;
  onPageSize: (size: number) => void;
}

/** First, Previous and Next over cursor pages, the page size, and where the reader is. */
export function CursorPager(props: CursorPagerProps) {
  const { t } = useTranslation();
  const first = props.pageIndex * props.pageSize + (props.shown ? 1 : 0);
  const last = props.pageIndex * props.pageSize + props.shown;
  return (
    <nav className="cursor-pager" aria-label={t('programStatus.pager.label')}>
      <Button type="button" icon="pi pi-angle-double-left" text rounded disabled={!props.hasPrevious || props.loading} onClick={props.onFirst} aria-label={t('programStatus.pager.first')} title={t('programStatus.pager.first')} />
      <Button type="button" icon="pi pi-angle-left" label={t('programStatus.pager.previous')} text disabled={!props.hasPrevious || props.loading} onClick={props.onPrevious} />
      <span className="cursor-pager-page">{t('programStatus.pager.page', { page: props.pageIndex + 1 })}</span>
      <Button type="button" icon="pi pi-angle-right" iconPos="right" label={t('programStatus.pager.next')} text disabled={!props.hasNext || props.loading} onClick={props.onNext} />
      <Dropdown value={props.pageSize} options={TABLE_PAGE_SIZES.map((s) => ({ value: s, label: String(s) }))} onChange={(e) => props.onPageSize(e.value as number)} aria-label={t('programStatus.pager.pageSize')} className="cursor-pager-size" />
      <span className="muted" aria-live="polite">
        {props.searching ? t('programStatus.pager.shownSearching', { first, last }) : t('programStatus.pager.shown', { first, last, total: props.totalCount })}
      </span>
    </nav>
  );
}
