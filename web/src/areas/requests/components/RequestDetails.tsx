import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { TabPanel, TabView } from 'primereact/tabview';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DateText, programLabel } from '../../../components/format';
import { Lookup } from '../../../components/lookup';
import { messagesOfError, useBusyAction, useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { WorkflowActions } from '../../../components/workflow/WorkflowActions';
import {
  lookupContacts,
  markAsResolved,
  refreshRequest,
  tickChecklist,
  updateContact,
  updateReason,
  updateTactic,
  useRequestDetails,
  type RequestDetails as Details,
  type RequestInfo,
} from '../api/requests';
import { communicationRequestWorkflow, requestNotices } from '../../../../../shared/communication/requests';
import { useRequestText, useServerText, versionName } from '../lib/texts';
import { CompareDialog } from './CompareDialog';
import { FundingTable } from '../../../components/funding';
import { FundingHover, fundingRows } from './FundingHover';
import { VersionFiles } from './VersionFiles';
import { VersionThread } from './VersionThread';
import { VersionUpload } from './VersionUpload';

/**
 * Request Details (spec 03, section 2), on its page and in the side panel: the request's status and actions, the
 * tabs Request Info, Program Info and Contacts, then the version shown with its files, its checklist of comments
 * carried over and its thread. Clicking a version loads it; an older version is read-only.
 */
export function RequestDetails({ requestId, inPanel = false }: { requestId: number; inPanel?: boolean }) {
  const { t } = useTranslation();
  const text = useRequestText();
  const serverText = useServerText();
  const [versionId, setVersionId] = useState<number | null>(null);
  const details = useRequestDetails(requestId, versionId);
  const [comparing, setComparing] = useState(false);

  if (details.error && !details.data)
    return (
      <Message
        severity="error"
        className="page-message"
        text={[t('spec.http.dataNotLoaded'), ...messagesOfError(details.error).map(serverText)].join(' — ')}
      />
    );
  if (!details.data) return <PageSpinner />;
  const { info, version } = details.data;
  const latest = info.currentVersionId;

  return (
    <div className="request-details">
      <div className="request-head">
        <div>
          <h2>{info.requestName}</h2>
          <span>
            {t('requests.details.requestId', { id: info.requestId })} ·{' '}
            <Link to={`/programdetails/${info.programId}`}>
              {programLabel(info.programId, info.programInfo.programName)}
            </Link>
            {inPanel && (
              <>
                {' '}
                · <Link to={`/communicationrequest/${info.id}`}>{t('requests.details.openPage')}</Link>
              </>
            )}
          </span>
        </div>
        <Status info={info} />
      </div>
      <TabView scrollable>
        <TabPanel header={t('requests.details.tabs.info')}>
          <RequestInfoTab
            info={info}
            shownVersion={version.versionId}
            onVersion={(id) => setVersionId(id === latest ? null : id)}
            onCompare={() => setComparing(true)}
            onUploaded={() => setVersionId(null)}
          />
        </TabPanel>
        <TabPanel header={t('requests.details.tabs.program')}>
          <ProgramInfoTab info={info} />
        </TabPanel>
        <TabPanel header={t('requests.details.tabs.contacts')}>
          <ContactsTab info={info} />
        </TabPanel>
      </TabView>
      <VersionArea details={details.data} inPanel={inPanel} />
      {comparing && (
        <CompareDialog
          info={info}
          initial={[info.requestVersions.at(-2)?.versionId ?? latest, latest]}
          onClose={() => setComparing(false)}
        />
      )}
      {info.requestVersions.length === 0 && <p>{text('noDetails')}</p>}
    </div>
  );
}

/** The status as text, with Mark As Resolved or Re-Open (the request's workflow, each with the spec's question). */
function Status({ info }: { info: RequestInfo }) {
  const { t } = useTranslation();
  const text = useRequestText();
  const box = useMessageBox();
  return (
    <div className="request-status">
      <Tag
        value={t(`requests.list.status.${info.status}`)}
        severity={info.status === 'approved' ? 'success' : 'info'}
        aria-label={t('requests.details.statusIs', { status: t(`requests.list.status.${info.status}`) })}
      />
      <WorkflowActions
        workflow={communicationRequestWorkflow}
        state={info.status}
        onAction={async (action) => {
          try {
            await markAsResolved(info.id, action, info.version);
          } catch (error) {
            box.error(error);
          }
          await refreshRequest(info.id);
        }}
        confirmOf={(action) => ({
          message: text(action === 'Resolved' ? 'resolveConfirm' : 'reopenConfirm'),
          acceptLabel: t('requests.common.yes'),
          rejectLabel: t('requests.common.no'),
        })}
        look={(action) =>
          action === 'Resolved'
            ? { icon: 'pi pi-check', severity: 'success', size: 'small' }
            : { icon: 'pi pi-replay', severity: 'secondary', size: 'small' }
        }
        texts={{ label: (action) => t(`requests.details.action.${action}`), cancel: t('requests.common.cancel') }}
        label={t('requests.details.actions')}
        className="request-actions"
      />
    </div>
  );
}

function RequestInfoTab({
  info,
  shownVersion,
  onVersion,
  onCompare,
  onUploaded,
}: {
  info: RequestInfo;
  shownVersion: number;
  onVersion: (versionId: number) => void;
  onCompare: () => void;
  onUploaded: () => void;
}) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const [saving, setSaving] = useState<number | null>(null);
  const toggleReason = async (id: number, selected: boolean) => {
    setSaving(id);
    try {
      await updateReason(info.id, id, selected);
      await refreshRequest(info.id);
    } catch (error) {
      box.error(error);
    } finally {
      setSaving(null);
    }
  };
  return (
    <div className="request-info">
      <dl className="request-facts">
        <dt>{t('requests.fields.status')}</dt>
        <dd>{t(`requests.list.status.${info.status}`)}</dd>
        <dt>{t('requests.fields.reviewByDate')}</dt>
        <dd>
          <DateText value={info.reviewByDate} />
        </dd>
        <dt>{t('requests.fields.dueDate')}</dt>
        <dd>
          <DateText value={info.dueDate} />
        </dd>
        <dt>{t('requests.fields.createdBy')}</dt>
        <dd>
          {info.createdByName} · <DateText value={info.createdDate} />
        </dd>
      </dl>
      <fieldset className="request-reasons">
        <legend>{t('requests.fields.reasons')}</legend>
        <div className="request-checks">
          {info.reasonsForReview.map((reason) => (
            <span className="request-check" key={reason.id}>
              <Checkbox
                inputId={`request-reason-${reason.id}`}
                checked={reason.selected}
                disabled={saving !== null}
                onChange={(e) => void toggleReason(reason.id, e.checked === true)}
              />
              <label htmlFor={`request-reason-${reason.id}`}>
                {t(`requests.reasonsForReview.${reason.id}`, { defaultValue: reason.name })}
              </label>
            </span>
          ))}
        </div>
      </fieldset>
      <h3>{t('requests.version.list')}</h3>
      <ul className="version-list" aria-label={t('requests.version.list')}>
        {info.requestVersions.map((v) => (
          <li key={v.versionId}>
            <Button
              type="button"
              size="small"
              outlined={v.versionId !== shownVersion}
              label={versionName(t, v.versionId)}
              aria-pressed={v.versionId === shownVersion}
              title={t('requests.version.uploadedBy', { name: v.uploadedByName })}
              onClick={() => onVersion(v.versionId)}
            />
          </li>
        ))}
        {info.requestVersions.length > 1 && (
          <li>
            <Button
              type="button"
              size="small"
              text
              icon="pi pi-clone"
              label={t('requests.compare.open')}
              onClick={onCompare}
            />
          </li>
        )}
      </ul>
      <VersionUpload info={info} onUploaded={onUploaded} />
    </div>
  );
}

function ProgramInfoTab({ info }: { info: RequestInfo }) {
  const { t } = useTranslation();
  const text = useRequestText();
  const program = info.programInfo;
  const [saving, toggle] = useBusyAction(async (id: string, selected: boolean) => {
    await updateTactic(info.id, id, selected);
    await refreshRequest(info.id);
  });
  return (
    <div className="request-program">
      <dl className="request-facts">
        <dt>{t('requests.program.id')}</dt>
        <dd>{program.programId}</dd>
        <dt>{t('requests.program.name')}</dt>
        <dd>{program.programName}</dd>
        <dt>{t('requests.program.description')}</dt>
        <dd>{program.programDescription || '—'}</dd>
        <dt>{t('requests.program.customer')}</dt>
        <dd>{program.customer || '—'}</dd>
        <dt>{t('requests.program.jtbd')}</dt>
        <dd>{program.jtbd.length ? program.jtbd.join(', ') : '—'}</dd>
      </dl>
      <h3>{t('requests.program.fundingSources')}</h3>
      {program.fundingSources.length === 0 ? (
        <p>{text('noFundingSources')}</p>
      ) : (
        <FundingTable rows={fundingRows(program.fundingSources)} label={t('requests.program.fundingSources')} />
      )}
      <fieldset>
        <legend>{t('requests.fields.tactics')}</legend>
        {info.relatedTactics.length === 0 ? (
          <p>{text('noItemsFound')}</p>
        ) : (
          <div className="request-checks">
            {info.relatedTactics.map((tactic) => (
              <span className="request-check" key={tactic.id}>
                <Checkbox
                  inputId={`request-tactic-${tactic.id}`}
                  checked={tactic.selected}
                  disabled={saving}
                  onChange={(e) => void toggle(tactic.id, e.checked === true)}
                />
                <FundingHover tactic={tactic}>
                  <label htmlFor={`request-tactic-${tactic.id}`}>{tactic.name}</label>
                </FundingHover>
              </span>
            ))}
          </div>
        )}
      </fieldset>
    </div>
  );
}

function ContactsTab({ info }: { info: RequestInfo }) {
  const { t } = useTranslation();
  const text = useRequestText();
  const box = useMessageBox();
  const serverText = useServerText();
  const [busy, change] = useBusyAction(async (contactId: string, selected: boolean) => {
    await updateContact(info.id, contactId, selected);
    await refreshRequest(info.id);
  });
  return (
    <div className="request-contacts">
      <label htmlFor="request-add-contact">{t('requests.contacts.add')}</label>
      <Lookup
        inputId="request-add-contact"
        value={null}
        onChange={(option) => option && void change(String(option.key), true)}
        load={(query) => lookupContacts(query, info.programId)}
        toOption={(c) => ({ key: c.id, label: c.name ? `${c.name} (${c.email})` : c.email })}
        notFound={text('itemsNotFound')}
        disabled={busy}
      />
      {info.contacts.length === 0 ? (
        <p>{text('noItemsFound')}</p>
      ) : (
        <ul className="contact-list" aria-label={t('requests.contacts.list')}>
          {info.contacts.map((c) => (
            <li key={c.id}>
              <span>
                {c.name} <small>{c.email}</small>
              </span>
              <Button
                type="button"
                icon="pi pi-times"
                text
                rounded
                size="small"
                disabled={busy}
                aria-label={t('requests.contacts.remove', { name: c.name || c.email })}
                // A request keeps at least one contact (the server refuses the last one the same way).
                onClick={() =>
                  info.contacts.length > 1
                    ? void change(c.id, false)
                    : box.warning(serverText(requestNotices.contactNeeded))
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The version shown: its files, the checklist of comments carried over to it, and its thread. */
function VersionArea({ details, inPanel }: { details: Details; inPanel: boolean }) {
  const { t } = useTranslation();
  const { info, version } = details;
  return (
    <section
      className="version-area"
      aria-label={t('requests.version.shown', { version: versionName(t, version.versionId) })}
    >
      <h3>
        {versionName(t, version.versionId)}
        {version.locked && <Tag className="version-locked" severity="warning" value={t('requests.version.readOnly')} />}
      </h3>
      <div className="version-layout">
        <VersionFiles
          files={version.files}
          width={inPanel ? 360 : 560}
          target={version.locked ? undefined : { requestId: info.id, versionId: version.versionId }}
        />
        <div className="version-side">
          {version.checklist.length > 0 && <Checklist details={details} />}
          <h4>{t('requests.thread.title')}</h4>
          <VersionThread details={details} readOnly={version.locked || version.versionId !== info.currentVersionId} />
        </div>
      </div>
    </section>
  );
}

/** The open comments of earlier versions carried over to this one, ticked off by whoever works on it. */
function Checklist({ details }: { details: Details }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const { info, version } = details;
  const [busy, setBusy] = useState<number | null>(null);
  const tick = async (id: number, done: boolean) => {
    setBusy(id);
    try {
      await tickChecklist(info.id, version.versionId, id, done);
      await refreshRequest(info.id);
    } catch (error) {
      box.error(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-label={t('requests.checklist.title')}>
      <h4>{t('requests.checklist.title')}</h4>
      <ul className="checklist">
        {version.checklist.map((line) => (
          <li key={line.requestMessageId} className={line.done ? 'done' : undefined}>
            <Checkbox
              inputId={`checklist-${line.requestMessageId}`}
              checked={line.done}
              disabled={version.locked || busy !== null}
              onChange={(e) => void tick(line.requestMessageId, e.checked === true)}
            />
            <label htmlFor={`checklist-${line.requestMessageId}`}>
              {line.message}{' '}
              <small>
                {t('requests.checklist.from', { name: line.createdByName, version: line.fromVersionId })}
                {line.done && line.doneByName ? ` · ${t('requests.checklist.doneBy', { name: line.doneByName })}` : ''}
              </small>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
