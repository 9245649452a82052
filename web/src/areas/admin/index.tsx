import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import type { RouteName } from '../../../../shared/contract/routes';
import { PageAccess } from '../../components/access';
import { NOT_FOUND_PATH } from '../../lib/navigation';
import { isReferenceKind } from '../../components/reference';
import { AdminIndex } from './components/AdminIndex';
import { ClientSettingsPage } from './components/clientSettings/ClientSettingsPage';
import { MenusPage } from './components/menus/MenusPage';
import { ReferenceEditPage } from './components/reference/ReferenceEditPage';
import { ReferenceListPage } from './components/reference/ReferenceListPage';
import { RolesPage } from './components/roles/RolesPage';
import { SiteConfigPage } from './components/siteConfig/SiteConfigPage';
import { UserEditPage } from './components/users/UserEditPage';
import { UsersPage } from './components/users/UsersPage';

/** A page for one reference kind; an unknown kind is an unknown page. Keyed by kind, so no state crosses kinds. */
function ReferencePage({ edit }: { edit?: boolean }) {
  const { kind, id } = useParams();
  if (!isReferenceKind(kind)) return <Navigate to={NOT_FOUND_PATH} replace />;
  return edit ? (
    <ReferenceEditPage key={`${kind}:${id ?? 'new'}`} kind={kind} />
  ) : (
    <ReferenceListPage key={kind} kind={kind} />
  );
}

/**
 * A page of the area only for those who may read what it is made of: its data hooks run before the page's own
 * claim check (AdminPage), so without the gate they asked the API for what it refuses.
 */
const gated = (needs: RouteName, page: ReactNode) => <PageAccess needs={needs}>{page}</PageAccess>;

/** The administration area (route `admin/*`): its own pages below /admin. */
export default function AdminArea() {
  return (
    <Routes>
      <Route index element={<AdminIndex />} />
      <Route path="roles" element={gated('sitesetup.role', <RolesPage />)} />
      <Route path="roles/:roleId" element={gated('sitesetup.role', <RolesPage />)} />
      <Route path="menus" element={gated('sitesetup.menus', <MenusPage />)} />
      <Route path="site-configuration" element={gated('sitesetup.list', <SiteConfigPage />)} />
      <Route path="client-settings" element={gated('clientsettings.list', <ClientSettingsPage />)} />
      <Route path="users" element={gated('users.list', <UsersPage />)} />
      <Route path="users/new" element={gated('users.edit', <UserEditPage />)} />
      <Route path="users/:userId" element={gated('users.edit', <UserEditPage />)} />
      <Route path="reference/:kind" element={<ReferencePage />} />
      <Route path="reference/:kind/new" element={<ReferencePage edit />} />
      <Route path="reference/:kind/:id" element={<ReferencePage edit />} />
      <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
    </Routes>
  );
}
