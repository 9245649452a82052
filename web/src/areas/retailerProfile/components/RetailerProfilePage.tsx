import '../retailerProfile.css';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { knownClaims } from '../../../../../shared/claims';
import { profileVersionWorkflow } from '../../../../../shared/retailerProfile/profile';
import { DateText } from '../../../components/format';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { useClaimCheck, useHasClaim } from '../../../lib/claims';
import { openSidePanel } from '../../../lib/sidePanel';
import { updateFlags, useRetailerProfile, type ProfileVersion, type RetailerProfile } from '../api/profile';
import { ProfileForm } from './ProfileForm';
import { RetailerPicker, useChosenRetailer } from './RetailerPicker';
import { VersionFiles } from './VersionFiles';

const severity = { draft: 'info', awaitingApproval: 'warning', approved: 'success', rejected: 'danger' } as const;

export function StatusTag({ status }: { status: ProfileVersion['status'] }) {
  const { t } = useTranslation();
  return <Tag severity={severity[status]} value={t(`retailerProfile.status.${status}`)} />;
}

/** `retailerprofile`: a retailer's profile (its fields, its flags) and its versions with their approval. */
export function RetailerProfilePage() {
  const { t } = useTranslation();
  const picker = useChosenRetailer();
  const retailerId = picker.chosen?.retailerId ?? null;
  const profile = useRetailerProfile(retailerId);

  return (
    <div className="retailer-profile-page">
      <RetailerPicker picker={picker} />
      {profile.error && <Message severity="error" text={messagesOfError(profile.error).join(' ')} />}
      {retailerId !== null && !profile.data && !profile.error && (
        <ProgressSpinner style={{ width: '2rem' }} aria-label={t('shell.loading')} />
      )}
      {profile.data && profile.data.retailerId === retailerId && (
        <>
          <section className="retailer-profile-card" aria-labelledby="retailer-profile-title">
            <h2 id="retailer-profile-title">{t('retailerProfile.profileOf', { name: profile.data.retailerName })}</h2>
            <p className="retailer-profile-updated">
              {profile.data.updated ? (
                <>
                  {t('retailerProfile.updatedBy', { by: profile.data.updated.byName })}{' '}
                  <DateText value={profile.data.updated.at} />
                </>
              ) : (
                t('retailerProfile.neverSaved')
              )}
            </p>
            <ProfileForm data={profile.data} />
          </section>
          <Flags data={profile.data} />
          <Versions data={profile.data} />
        </>
      )}
    </div>
  );
}

/** The retailer's flags (`retailers/update-flags`): changed at once by whoever manages reference data. */
function Flags({ data }: { data: RetailerProfile }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const canManage = useHasClaim(knownClaims.manageReferenceData);
  const [busy, setBusy] = useState(false);
  const flags = ['isProperty', 'suppressEmailContacts', 'generateEmailReadyCopy', 'active'] as const;
  const change = async (flag: (typeof flags)[number], value: boolean) => {
    setBusy(true);
    try {
      await updateFlags({ id: data.retailerId, version: data.flags.version, [flag]: value });
    } catch (error) {
      box.danger(messagesOfError(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="retailer-profile-card" aria-labelledby="retailer-flags-title">
      <h3 id="retailer-flags-title">{t('retailerProfile.flags')}</h3>
      <div className="retailer-profile-flags">
        {flags.map((flag) => (
          <div className="retailer-profile-flag" key={flag}>
            <InputSwitch
              inputId={`retailer-flag-${flag}`}
              checked={data.flags[flag]}
              disabled={!canManage || busy}
              onChange={(e) => void change(flag, e.value === true)}
            />
            <label htmlFor={`retailer-flag-${flag}`}>{t(`retailerProfile.flag.${flag}`)}</label>
          </div>
        ))}
      </div>
    </section>
  );
}

function Versions({ data }: { data: RetailerProfile }) {
  const { t } = useTranslation();
  // 'Approval' only where this user may move the version on (a retailer-side user reads an awaiting one's details).
  const holds = useClaimCheck();
  return (
    <section className="retailer-profile-card" aria-labelledby="retailer-versions-title">
      <div className="retailer-profile-heading">
        <h3 id="retailer-versions-title">{t('retailerProfile.versions')}</h3>
        <Button
          type="button"
          icon="pi pi-upload"
          label={t('retailerProfile.newVersion')}
          onClick={() => openSidePanel('profile-version', { retailerId: data.retailerId })}
        />
      </div>
      {data.versions.length === 0 && <p>{t('retailerProfile.noVersions')}</p>}
      <ul className="retailer-profile-versions" aria-label={t('retailerProfile.versions')}>
        {data.versions.map((v) => (
          <li key={v.versionId} aria-label={t('retailerProfile.versionN', { n: v.versionId })}>
            <div className="retailer-profile-version-head">
              <strong>{t('retailerProfile.versionN', { n: v.versionId })}</strong> <StatusTag status={v.status} />
              {data.approvedVersionId === v.versionId && (
                <span className="retailer-profile-current">{t('retailerProfile.currentApproved')}</span>
              )}
              <Button
                type="button"
                size="small"
                outlined
                label={
                  profileVersionWorkflow.allowedActions(v.status, holds).length
                    ? t('retailerProfile.openApproval')
                    : t('retailerProfile.openVersion')
                }
                onClick={() =>
                  openSidePanel('profile-approval', { retailerId: data.retailerId, versionId: v.versionId })
                }
              />
            </div>
            {v.comment && <p className="retailer-profile-comment">{v.comment}</p>}
            <p className="retailer-profile-stamp">
              {(
                [
                  ['uploadedBy', v.uploaded],
                  ['requestedBy', v.requested],
                  ['decidedBy', v.decided],
                ] as const
              ).map(([key, stamp]) =>
                stamp ? (
                  <span key={key} className="retailer-profile-stamp-part">
                    {t(`retailerProfile.${key}`, { by: stamp.byName })} <DateText value={stamp.at} />
                  </span>
                ) : null,
              )}
            </p>
            {v.decisionNotes && (
              <p className="retailer-profile-comment">
                {t('retailerProfile.notes')}: {v.decisionNotes}
              </p>
            )}
            <VersionFiles files={v.files} />
          </li>
        ))}
      </ul>
    </section>
  );
}
