import '../miscellaneous.css';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { knownClaims } from '../../../../../shared/claims';
import { useHasClaim } from '../../../lib/claims';
import { CONTACT_FIELDS, contactSettingName, type ContactField } from '../../../lib/contactDesks';
import { CLIENT_NAME_SETTING } from '../../../lib/layout';
import { useSession } from '../../../lib/session';

/**
 * contact/1 to contact/4: one contact page per client variant (spec 01). Each shows the client's contact desk of
 * that variant (title, e-mail, phone, address, hours), kept as client settings an administrator edits; a page
 * whose settings are empty says so, and tells an administrator where to fill them in.
 */
export function ContactPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const mayEdit = useHasClaim(knownClaims.manageSiteSetup);
  const variant = Number(/contact\/(\d)/.exec(pathname)?.[1] ?? 1);
  const setting = (name: string) => session?.clientSettings.find((s) => s.name === name)?.value.trim() ?? '';
  const value = (field: ContactField) => setting(contactSettingName(variant, field));
  const client = setting(CLIENT_NAME_SETTING);
  const title = value('Title') || t('misc.contact.defaultTitle', { variant });
  const email = value('Email');
  const phone = value('Phone');
  const details: { label: string; content: React.ReactNode }[] = [
    ...(email ? [{ label: t('misc.contact.email'), content: <a href={`mailto:${email}`}>{email}</a> }] : []),
    ...(phone
      ? [{ label: t('misc.contact.phone'), content: <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a> }]
      : []),
    ...(value('Address') ? [{ label: t('misc.contact.address'), content: value('Address') }] : []),
    ...(value('Hours') ? [{ label: t('misc.contact.hours'), content: value('Hours') }] : []),
  ];
  return (
    <section className="page contact-page" aria-labelledby="contact-title">
      <div className="p-card page-card">
        <h2 id="contact-title">{title}</h2>
        {client && <p>{t('misc.contact.client', { client })}</p>}
        {details.length > 0 ? (
          <dl className="contact-details">
            {details.map((d) => (
              <div key={d.label}>
                <dt>{d.label}</dt>
                <dd>{d.content}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t('misc.contact.empty')}</p>
        )}
        {mayEdit && (
          <p className="contact-admin">
            {t('misc.contact.adminHint', {
              names: CONTACT_FIELDS.map((f) => contactSettingName(variant, f)).join(', '),
            })}{' '}
            <Link to="/admin/client-settings">{t('misc.contact.adminLink')}</Link>
          </p>
        )}
      </div>
    </section>
  );
}
