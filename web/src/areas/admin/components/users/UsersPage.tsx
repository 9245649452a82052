import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../../../../shared/contract/schemas/userAdmin';
import { formatDateTime } from '../../../../components/format';
import { useConfirm } from '../../../../components/confirm';
import { useTableState, type TableColumn } from '../../../../components/dataTable';
import { useMessageBox } from '../../../../components/messageBox';
import { ReferenceNames } from '../../../../components/reference';
import { updateUser, useUserList, useUserRoles } from '../../api/users';
import {
  actionsColumn,
  activeParam,
  ActiveStateFilter,
  AdminTablePage,
  RowActions,
  useUrlFilter,
} from '../common/AdminTablePage';
import { screenClaims } from '../common/access';
import { LinkWithReturn, useNavigateWithReturn } from '../../../../lib/returnTo';

/** Users: paged, sorted and searched on the server, filtered by role and state; create, edit, (de)activate. */
export function UsersPage() {
  const { t } = useTranslation();
  const navigateWithReturn = useNavigateWithReturn();
  const box = useMessageBox();
  const confirm = useConfirm();
  const table = useTableState({ inUrl: true, sortBy: 'email' });
  const filter = useUrlFilter();
  const roles = useUserRoles();
  const role = filter.get('role') ?? undefined;
  const active = activeParam(filter.get('active'));
  const list = useUserList({ ...table.query, ...(role ? { role } : {}), ...(active ? { active } : {}) });

  const toggleActive = async (user: User) => {
    const activating = !user.active;
    const ok = await confirm({
      message: t(activating ? 'admin.users.confirmActivate' : 'admin.users.confirmDeactivate', { name: user.email }),
      danger: !activating,
      acceptLabel: t(activating ? 'admin.users.activate' : 'admin.users.deactivate'),
    });
    if (!ok) return;
    try {
      await updateUser({
        id: user.id,
        version: user.version,
        firstName: user.firstName,
        lastName: user.lastName,
        roles: user.roles,
        retailerIds: user.retailerIds,
        active: activating,
      });
      box.success(t(activating ? 'admin.users.activated' : 'admin.users.deactivated', { name: user.email }));
    } catch (error) {
      box.error(error);
    }
  };

  const editUrl = (user: User) => `/admin/users/${encodeURIComponent(user.id)}`;
  const columns: TableColumn<User>[] = [
    {
      field: 'email',
      header: t('admin.users.email'),
      sortField: 'email',
      fixed: true,
      frozen: true,
      body: (user) => <LinkWithReturn to={editUrl(user)}>{user.email}</LinkWithReturn>,
    },
    {
      field: 'firstName',
      header: t('admin.users.firstName'),
      sortField: 'firstName',
      // Spec 03: a user's first name falls back to Unknown (one who registered themselves, or has none).
      body: (user) => user.firstName || <span className="muted">{t('admin.users.unknownFirstName')}</span>,
    },
    { field: 'lastName', header: t('admin.users.lastName'), sortField: 'lastName' },
    { field: 'roles', header: t('admin.users.roles'), body: (user) => user.roles.join(', ') },
    {
      field: 'retailerIds',
      header: t('admin.users.retailers'),
      hidden: true,
      body: (user) => <ReferenceNames kind="retailer" ids={user.retailerIds} />,
    },
    {
      field: 'active',
      header: t('admin.users.state'),
      sortField: 'active',
      body: (user) => (
        <Tag
          severity={user.active ? 'success' : 'secondary'}
          value={user.active ? t('admin.common.active') : t('admin.common.inactive')}
        />
      ),
    },
    {
      field: 'lastLoggedOn',
      header: t('admin.users.lastSignIn'),
      sortField: 'lastLoggedOn',
      body: (user) => formatDateTime(user.lastLoggedOn),
    },
    actionsColumn<User>(t('admin.common.actions'), (user) => (
      <RowActions name={user.email} onEdit={() => navigateWithReturn(editUrl(user))}>
        <Button
          icon={user.active ? 'pi pi-ban' : 'pi pi-check-circle'}
          text
          rounded
          severity={user.active ? 'danger' : 'success'}
          aria-label={t(user.active ? 'admin.users.deactivateNamed' : 'admin.users.activateNamed', {
            name: user.email,
          })}
          onClick={() => toggleActive(user)}
        />
      </RowActions>
    )),
  ];

  const toolbar = (
    <>
      <Dropdown
        value={role ?? 'all'}
        options={[
          { value: 'all', label: t('admin.users.allRoles') },
          ...(roles.data ?? []).map((r) => ({ value: r.id, label: r.name })),
        ]}
        onChange={(e) => filter.set('role', e.value === 'all' ? null : (e.value as string))}
        aria-label={t('admin.users.roleFilter')}
      />
      <ActiveStateFilter value={active} onChange={(value) => filter.set('active', value)} />
    </>
  );

  return (
    <AdminTablePage<User>
      title={t('admin.users.title')}
      claim={screenClaims.users}
      actions={
        <Button
          label={t('admin.users.new')}
          icon="pi pi-user-plus"
          onClick={() => navigateWithReturn('/admin/users/new')}
        />
      }
      tableId="users"
      table={table}
      filtered={Boolean(role || active)}
      list={list}
      columns={columns}
      toolbar={toolbar}
      searchPlaceholder={t('admin.users.search')}
      rowExpansion={(user) => (
        <dl className="record-detail">
          <div>
            <dt>{t('admin.users.retailers')}</dt>
            <dd>
              {user.retailerIds.length ? (
                <ReferenceNames kind="retailer" ids={user.retailerIds} />
              ) : (
                t('admin.common.none')
              )}
            </dd>
          </div>
          <div>
            <dt>{t('admin.users.phone')}</dt>
            <dd>{user.phone || t('admin.common.none')}</dd>
          </div>
        </dl>
      )}
    />
  );
}
