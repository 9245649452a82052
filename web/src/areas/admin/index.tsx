import { Navigate, Route, Routes, useParams } from 'react-router-dom';
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

/** The administration area (route `admin/*`): its own pages below /admin. */
export default function AdminArea() {
  return (
    <Routes>
      <Route index element={<AdminIndex />} />
      <Route path="roles" element={<RolesPage />} />
      <Route path="roles/:roleId" element={<RolesPage />} />
      <Route path="menus" element={<MenusPage />} />
      <Route path="site-configuration" element={<SiteConfigPage />} />
      <Route path="client-settings" element={<ClientSettingsPage />} />
      <Route path="users" element={<UsersPage />} />
      <Route path="users/new" element={<UserEditPage />} />
      <Route path="users/:userId" element={<UserEditPage />} />
      <Route path="reference/:kind" element={<ReferencePage />} />
      <Route path="reference/:kind/new" element={<ReferencePage edit />} />
      <Route path="reference/:kind/:id" element={<ReferencePage edit />} />
      <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
    </Routes>
  );
}
