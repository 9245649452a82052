import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useNavigate, useParams } from 'react-router-dom';
import { translateMessage } from '../../../../lib/i18n';
import { useRoles } from '../../api/roles';
import { AdminPage } from '../common/AdminPage';
import { screenClaims } from '../common/access';
import { CreateRoleDialog } from './CreateRoleDialog';
import { RoleEditor } from './RoleEditor';

/** Roles and their claims (spec 01, section 6): a role per Cognito group, its claims and the menus they open. */
export function RolesPage() {
  const { t } = useTranslation();
  const { roleId } = useParams();
  const navigate = useNavigate();
  const roles = useRoles();
  const [creating, setCreating] = useState(false);
  // The page opens on the first role's claims rather than on an empty editor.
  const first = roles.data?.[0];
  if (!roleId && first) return <Navigate replace to={`/admin/roles/${encodeURIComponent(first.id)}`} />;

  return (
    <AdminPage
      title={t('admin.roles.title')}
      claim={screenClaims.siteSetup}
      actions={<Button label={t('admin.roles.new')} icon="pi pi-plus" onClick={() => setCreating(true)} />}
    >
      {roles.error && (
        <Message
          severity="error"
          text={`${t('spec.http.dataNotLoaded')} — ${translateMessage(t, roles.error.message)}`}
        />
      )}
      <div className="roles-layout">
        <nav aria-label={t('admin.roles.list')}>
          <ul className="roles-list">
            {(roles.data ?? []).map((role) => (
              <li key={role.id}>
                <NavLink
                  to={`/admin/roles/${encodeURIComponent(role.id)}`}
                  className={({ isActive }) => (isActive ? 'active' : undefined)}
                >
                  {role.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>{roleId ? <RoleEditor key={roleId} roleId={roleId} /> : <p>{t('admin.roles.choose')}</p>}</div>
      </div>
      {creating && (
        <CreateRoleDialog
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            navigate(`/admin/roles/${encodeURIComponent(id)}`);
          }}
        />
      )}
    </AdminPage>
  );
}
