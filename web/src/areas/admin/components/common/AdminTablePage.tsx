import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Claim } from '../../../../../../shared/claims';
import type { PagedResult } from '../../../../../../shared/contract/wrapper';
import { ServerDataTable, type ServerDataTableProps, type TableColumn } from '../../../../components/dataTable';
import { AdminPage } from './AdminPage';
import { inPageUpdate } from '../../../../lib/inPageUpdate';

type TableProps<T> = Omit<ServerDataTableProps<T>, 'caption' | 'result' | 'loading' | 'error' | 'dataKey'>;

/**
 * An admin list page: the page frame (title, claim check, main actions) around one server-paged table of the
 * list read, and whatever the page opens over it (an edit dialog).
 */
export function AdminTablePage<T extends { id: unknown }>({
  title,
  claim,
  actions,
  list,
  children,
  ...table
}: TableProps<T> & {
  title: string;
  claim: Claim;
  actions?: ReactNode;
  list: { data?: PagedResult<T>; isLoading: boolean; isValidating: boolean; error?: unknown };
  children?: ReactNode;
}) {
  return (
    <AdminPage title={title} claim={claim} actions={actions}>
      <ServerDataTable<T>
        {...table}
        caption={title}
        result={list.data}
        loading={list.isLoading || list.isValidating}
        error={list.error}
        dataKey={'id' as keyof T & string}
      />
      {children}
    </AdminPage>
  );
}

/** A row's buttons: edit and delete, named after the row, with any others between them. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="row-actions">
      {onEdit && (
        <Button icon="pi pi-pencil" text rounded aria-label={t('admin.common.editNamed', { name })} onClick={onEdit} />
      )}
      {children}
      {onDelete && (
        <Button
          icon="pi pi-trash"
          text
          rounded
          severity="danger"
          aria-label={t('admin.common.deleteNamed', { name })}
          onClick={onDelete}
        />
      )}
    </div>
  );
}

/** The table's last column, frozen on the right: the row's buttons. */
export const actionsColumn = <T,>(header: string, body: (row: T) => ReactNode): TableColumn<T> => ({
  field: 'actions',
  header,
  fixed: true,
  frozen: true,
  alignFrozen: 'right',
  style: { width: '7rem' },
  body,
});

/** A list filter kept in the URL (so Back and a shared link keep it); changing one starts at the first page. */
export function useUrlFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = (name: string, value: string | number | null | undefined) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null || value === undefined || value === '') next.delete(name);
      else next.set(name, String(value));
      next.delete('page');
      return next;
    }, inPageUpdate());
  return { get: (name: string) => searchParams.get(name), set };
}

/** All, active only or inactive only: the `active` filter as the list routes take it. */
export function ActiveStateFilter({
  value,
  onChange,
}: {
  value: 'true' | 'false' | undefined;
  onChange: (value: 'true' | 'false' | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dropdown
      value={value ?? 'all'}
      options={[
        { value: 'all', label: t('admin.common.allStates') },
        { value: 'true', label: t('admin.common.activeOnly') },
        { value: 'false', label: t('admin.common.inactiveOnly') },
      ]}
      onChange={(e) => onChange(e.value === 'all' ? null : (e.value as 'true' | 'false'))}
      aria-label={t('admin.common.stateFilter')}
    />
  );
}

/** The `active` filter read from the URL: 'true', 'false' or none. */
export const activeParam = (raw: string | null) => (raw === 'true' || raw === 'false' ? raw : undefined);
