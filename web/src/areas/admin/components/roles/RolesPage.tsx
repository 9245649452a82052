import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
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
  // The page opens on the first role's claims rather than on an empty editor. Shown, not written to the address:
  // a page that moves its address when its data arrives takes back a move to another page the user started meanwhile.
  const shown = roleId ?? roles.data?.[0]?.id;

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
                <Link
                  to={`/admin/roles/${encodeURIComponent(role.id)}`}
                  className={role.id === shown ? 'active' : undefined}
                  aria-current={role.id === shown ? 'page' : undefined}
                >
                  {role.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>{shown ? <RoleEditor key={shown} roleId={shown} /> : <p>{t('admin.roles.choose')}</p>}</div>
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
