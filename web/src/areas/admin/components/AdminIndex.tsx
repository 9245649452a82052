import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Claim } from '../../../../../shared/claims';
import type { ReferenceKindName } from '../../../../../shared/reference/kinds';
import { useClaimCheck } from '../../../lib/claims';
import { AdminPage } from './common/AdminPage';
import { screenClaims } from './common/access';
import { kindLabel } from './reference/labels';

/** The reference kinds administered here (spec 01, section 1), in the order the spec lists them. */
const adminReferenceKinds: ReferenceKindName[] = [
  'fiscalYear',
  'sector',
  'subSector',
  'bigCategory',
  'category',
  'contact',
  'strategicBusinessInitiative',
  'productionProcessing',
  'manufacturer',
  'retailer',
  'brand',
  'country',
  'state',
  'deliveryMethod',
];

interface Entry {
  to: string;
  label: string;
  icon: string;
}

/** The administration index: every admin screen the user's claims open, by area. */
export function AdminIndex() {
  const { t } = useTranslation();
  const holds = useClaimCheck();
  const groups: { title: string; claim: Claim; entries: Entry[] }[] = [
    {
      title: t('admin.index.siteSetup'),
      claim: screenClaims.siteSetup,
      entries: [
        { to: 'roles', label: t('admin.roles.title'), icon: 'pi pi-shield' },
        { to: 'menus', label: t('admin.menus.title'), icon: 'pi pi-bars' },
        { to: 'site-configuration', label: t('admin.siteConfig.title'), icon: 'pi pi-sliders-h' },
        { to: 'client-settings', label: t('admin.clientSettings.title'), icon: 'pi pi-palette' },
      ],
    },
    {
      title: t('admin.index.users'),
      claim: screenClaims.users,
      entries: [{ to: 'users', label: t('admin.users.title'), icon: 'pi pi-users' }],
    },
    {
      title: t('admin.index.referenceData'),
      claim: screenClaims.referenceData,
      entries: adminReferenceKinds.map((kind) => ({
        to: `reference/${kind}`,
        label: kindLabel(t, kind, true),
        icon: 'pi pi-database',
      })),
    },
  ];
  const open = groups.filter((g) => holds(g.claim));
  return (
    <AdminPage title={t('admin.index.title')} claim={screenClaims.index}>
      {open.length === 0 ? (
        <p>{t('widgets.noAccess.page')}</p>
      ) : (
        <div className="admin-index-groups">
          {open.map((group) => (
            <nav key={group.title} className="admin-index-group" aria-label={group.title}>
              <h2>{group.title}</h2>
              <ul>
                {group.entries.map((entry) => (
                  <li key={entry.to}>
                    <Link to={entry.to}>
                      <i className={entry.icon} aria-hidden /> {entry.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      )}
    </AdminPage>
  );
}
