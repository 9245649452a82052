import '../retailerProfile.css';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';
import { formatNumber, translateMessage } from '../../../lib/i18n';
import {
  mayDecide,
  profileMessages,
  profileNotices,
  profileVersionWorkflow,
  type ProfileVersionAction,
} from '../../../../../shared/retailerProfile/profile';
import { DateText } from '../../../components/format';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { WorkflowActions } from '../../../components/workflow/WorkflowActions';
import { useSession } from '../../../lib/session';
import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { decideVersion, useRetailerProfile } from '../api/profile';
import { StatusTag } from '../components/RetailerProfilePage';
import { VersionFiles } from '../components/VersionFiles';

/**
 * The side panel's profile-approval mode (spec 03: the profile approval request modal): one version, its files
 * and its history, and the actions of the approval flow the user may take (workflow kit): Request Approval asks
 * the spec's confirmation, says 'Approval Requested.' and closes; an approver approves, or rejects with notes.
 */
export default function ProfileApprovalMode({ props, close }: SidePanelModeProps<'profile-approval'>) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const session = useSession();
  const profile = useRetailerProfile(props.retailerId);
  // A known text (the server's four-eyes refusal, the profile's notices) in the reader's language.
  const text = (message: string) => translateMessage(t, message);
  const version = profile.data?.versions.find((v) => v.versionId === props.versionId);
  if (profile.error) return <Message severity="error" text={messagesOfError(profile.error).join(' ')} />;
  if (!profile.data) return <ProgressSpinner style={{ width: '2rem' }} aria-label={t('shell.loading')} />;
  if (!version) return <Message severity="warn" text={text(profileNotices.versionNotFound)} />;

  const act = async (action: ProfileVersionAction, notes?: string) => {
    try {
      await decideVersion({
        retailerId: props.retailerId,
        versionId: version.versionId,
        action,
        version: version.version,
        ...(notes ? { notes } : {}),
      });
      if (action === 'RequestApproval') {
        box.success(profileMessages.approvalRequested);
        close();
      } else box.success(t(action === 'Approve' ? 'retailerProfile.approved' : 'retailerProfile.rejected'));
    } catch (error) {
      box.danger(messagesOfError(error).map(text));
    }
  };

  const stamps = [
    ['uploadedBy', version.uploaded],
    ['requestedBy', version.requested],
    ['decidedBy', version.decided],
  ] as const;
  return (
    <section className="retailer-profile-mode" aria-labelledby="profile-approval-title">
      <h2 id="profile-approval-title">
        {profile.data.retailerName}: {t('retailerProfile.versionN', { n: version.versionId })}{' '}
        <StatusTag status={version.status} />
      </h2>
      {version.comment && <p className="retailer-profile-comment">{version.comment}</p>}
      <dl className="retailer-profile-history">
        {stamps.map(([key, stamp]) =>
          stamp ? (
            <div key={key}>
              <dt>{t(`retailerProfile.${key}`, { by: stamp.byName })}</dt>
              <dd>
                <DateText value={stamp.at} />
              </dd>
            </div>
          ) : null,
        )}
        {version.decisionNotes && (
          <div>
            <dt>{t('retailerProfile.notes')}</dt>
            <dd>{version.decisionNotes}</dd>
          </div>
        )}
      </dl>
      <h3>{t('retailerProfile.profile')}</h3>
      <dl className="retailer-profile-history">
        <div>
          <dt>{t('retailerProfile.bannerNames')}</dt>
          <dd>{version.profile.bannerNames.join(', ')}</dd>
        </div>
        <div>
          <dt>{t('retailerProfile.storeCount')}</dt>
          <dd>{formatNumber(version.profile.storeCount)}</dd>
        </div>
        {version.profile.regions?.length ? (
          <div>
            <dt>{t('retailerProfile.regions')}</dt>
            <dd>{version.profile.regions.join(', ')}</dd>
          </div>
        ) : null}
        {version.profile.formats?.length ? (
          <div>
            <dt>{t('retailerProfile.formats')}</dt>
            <dd>{version.profile.formats.join(', ')}</dd>
          </div>
        ) : null}
        {version.profile.keyDates?.map((d) => (
          <div key={`${d.label}-${d.date}`}>
            <dt>{d.label}</dt>
            <dd>
              <DateText value={d.date} />
            </dd>
          </div>
        ))}
      </dl>
      <h3>{t('retailerProfile.files')}</h3>
      <VersionFiles files={version.files} />
      <WorkflowActions
        workflow={profileVersionWorkflow}
        state={version.status}
        onAction={act}
        // Four-eyes: whoever sent the version to approval sees Approve and Reject disabled, with the reason.
        heldBack={(action) =>
          session && !mayDecide(action, version.requested?.by ?? null, session.user.subject)
            ? text(profileNotices.ownApproval)
            : null
        }
        label={t('retailerProfile.approvalActions')}
        notesId="profile-approval-notes"
        texts={{
          label: (action) => t(`retailerProfile.action.${action}`),
          notes: t('retailerProfile.notes'),
          cancel: t('retailerProfile.cancel'),
          notesRequired: () => text(profileNotices.rejectNotesRequired),
        }}
        look={(action) =>
          action === 'Reject'
            ? { severity: 'danger', outlined: true, icon: 'pi pi-times' }
            : { icon: action === 'Approve' ? 'pi pi-check' : 'pi pi-send' }
        }
      />
    </section>
  );
}
