import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { TABLE_PAGE_SIZES } from '../../../../../shared/constants';
import { FormMessages, useFirstFresh } from '../../../components/forms';
import { PlanningSteps } from '../../../components/steps';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { ApiError } from '../../../lib/api';
import { openSidePanel } from '../../../lib/sidePanel';
import { saveDistribution, useDistribution, type Distribution } from '../api/distribution';
import { useProgramFacts } from '../api/programFacts';
import {
  distributedSum,
  draftErrors,
  draftFromDistribution,
  equalDraft,
  quantityOf,
  saveBodyOf,
  type QuantityDraft,
} from '../lib/distribution';
import { useDeliveryText } from '../lib/specText';
import '../delivery.css';

const PAGE_SIZE = 50;

const programIdOf = (text: string | undefined) =>
  text && /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null;

/**
 * The distribution step (`tactic-catalog/{programId}/finalize/distribution`): per tactic and location quantities,
 * each tactic's sum against its order quantity, Equal Distribution, and Save (one transaction on the server).
 */
export function DistributionPage() {
  const { t } = useTranslation();
  const { spec, message } = useDeliveryText();
  const programId = programIdOf(useParams().programId);
  const distribution = useDistribution(programId);
  const first = useFirstFresh(distribution);
  const { program } = useProgramFacts(programId);

  if (!programId) return <Message severity="error" text={spec('loadFailed')} />;
  if (distribution.error && !first)
    return (
      <FormMessages messages={[spec('loadFailed'), ...messagesOfError(distribution.error).map(message)]}>
        <Button type="button" link label={t('delivery.retry')} onClick={() => void distribution.mutate()} />
      </FormMessages>
    );
  if (!first) return <PageSpinner />;
  return (
    <div className="delivery-page">
      <div className="delivery-page-head">
        <Link to={`/tactic-catalog/${programId}/finalize`} className="delivery-back">
          <i className="pi pi-arrow-left" aria-hidden /> {t('delivery.distribution.backToFinalize')}
        </Link>
        {/* The shell shows the page title (Distribution); this names the program. */}
        {program && (
          <h2 aria-label={t('delivery.distribution.programLabel', { id: program.id, name: program.name ?? '' })}>
            <span className="delivery-muted">#{program.id}</span> {program.name}
          </h2>
        )}
      </div>
      <PlanningSteps programId={programId} current="distribution" />
      <DistributionEditor key={first.version} programId={programId} data={first} reload={() => distribution.mutate()} />
    </div>
  );
}

function DistributionEditor({
  programId,
  data,
  reload,
}: {
  programId: number;
  data: Distribution;
  reload: () => Promise<Distribution | undefined>;
}) {
  const { t } = useTranslation();
  const { spec, message } = useDeliveryText();
  const box = useMessageBox();
  const navigate = useNavigate();
  const [current, setCurrent] = useState(data);
  const [draft, setDraft] = useState<QuantityDraft>(() => draftFromDistribution(data));
  const [touched, setTouched] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const [filter, setFilter] = useState('');

  const rows = useMemo(() => current.locations.map((l, index) => ({ ...l, number: index + 1 })), [current.locations]);
  const shown = useMemo(() => {
    const term = filter.trim().toLowerCase();
    return term ? rows.filter((r) => r.location.toLowerCase().includes(term) || String(r.number) === term) : rows;
  }, [rows, filter]);
  const liveErrors = touched ? draftErrors(current, draft) : [];

  const setQuantity = (tacticId: string, locationId: string, text: string) => {
    setDraft((d) => ({ ...d, [tacticId]: { ...d[tacticId], [locationId]: text } }));
    setTouched(true);
    setMessages([]);
  };

  const equal = () => {
    const split = equalDraft(current);
    if ('error' in split) {
      box.danger(message(split.error));
      setMessages([split.error]);
      return;
    }
    setDraft(split.draft);
    setTouched(true);
    setMessages([]);
  };

  const save = async () => {
    const errors = draftErrors(current, draft);
    setTouched(true);
    if (errors.length) {
      setMessages(errors);
      box.danger(errors.map(message));
      return;
    }
    setSaving(true);
    try {
      const saved = await saveDistribution(programId, saveBodyOf(current, draft, current.version));
      setCurrent(saved);
      setMessages([]);
      box.success(spec('distributionSaved'));
      navigate(`/tactic-catalog/${programId}/finalize`);
    } catch (error) {
      // The typed quantities stay; the server's texts are shown.
      const texts = messagesOfError(error);
      setMessages(texts);
      setStale(error instanceof ApiError && error.status === 409);
      box.danger(texts.map(message));
    } finally {
      setSaving(false);
    }
  };

  const reloadAfterConflict = async () => {
    const fresh = await reload();
    if (fresh) {
      setCurrent(fresh);
      setDraft(draftFromDistribution(fresh));
      setTouched(false);
    }
    setStale(false);
    setMessages([]);
  };

  const openDelivery = () => openSidePanel('delivery-information', { programId });
  if (current.locations.length === 0)
    return (
      <div className="delivery-page-body">
        <Message severity="info" text={t('delivery.distribution.noLocations')} className="delivery-message" />
        <div>
          <Button
            type="button"
            label={t('delivery.distribution.openDelivery')}
            icon="pi pi-map-marker"
            onClick={openDelivery}
          />
        </div>
      </div>
    );
  if (current.tactics.length === 0)
    return (
      <div className="delivery-page-body">
        <Message severity="info" text={t('delivery.distribution.noTactics')} className="delivery-message" />
      </div>
    );

  const shownMessages = messages.length ? messages : liveErrors;
  // A program past planning shows its distribution; the server would refuse a change.
  const editable = current.canEdit;
  return (
    <div className="delivery-page-body">
      {!editable && <Message severity="info" text={t('delivery.distribution.locked')} className="delivery-message" />}
      <div className="delivery-toolbar">
        {editable && (
          <Button
            type="button"
            label={t('delivery.distribution.equal')}
            icon="pi pi-th-large"
            outlined
            onClick={equal}
            disabled={saving}
          />
        )}
        <Button
          type="button"
          label={t('delivery.distribution.openDelivery')}
          icon="pi pi-map-marker"
          text
          onClick={openDelivery}
        />
        <span className="delivery-spacer" />
        <InputText
          type="search"
          role="searchbox"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t('delivery.distribution.filter')}
          aria-label={t('delivery.distribution.filter')}
        />
      </div>
      <FormMessages messages={shownMessages.map(message)}>
        {stale && <Button type="button" link label={t('delivery.reload')} onClick={() => void reloadAfterConflict()} />}
      </FormMessages>
      <DataTable
        value={shown}
        dataKey="id"
        // The cells read the typed quantities, which are not part of the rows: PrimeReact must not keep old cells.
        cellMemo={false}
        size="small"
        scrollable
        scrollHeight="flex"
        paginator={rows.length > PAGE_SIZE}
        rows={PAGE_SIZE}
        rowsPerPageOptions={[...TABLE_PAGE_SIZES]}
        emptyMessage={t('delivery.distribution.noMatch')}
        className="delivery-distribution-table"
        aria-label={t('delivery.distribution.tableLabel')}
      >
        <Column header="#" field="number" frozen style={{ width: '3.5rem' }} />
        <Column header={t('delivery.distribution.location')} field="location" frozen style={{ minWidth: '16rem' }} />
        {current.tactics.map((tactic) => {
          const sum = distributedSum(current, draft, tactic.tacticId);
          const ok = sum === tactic.orderQuantity;
          return (
            <Column
              key={tactic.tacticId}
              header={
                <span className="delivery-tactic-head">
                  <span>{tactic.tacticName}</span>
                  <span className="delivery-muted">
                    {t('delivery.distribution.orderQuantity', { quantity: tactic.orderQuantity })}
                  </span>
                </span>
              }
              footer={
                <span className={ok ? 'delivery-sum-ok' : 'delivery-sum-wrong'} data-testid={`sum-${tactic.tacticId}`}>
                  {t('delivery.distribution.distributed', {
                    sum: Number.isNaN(sum) ? '—' : sum,
                    total: tactic.orderQuantity,
                  })}
                </span>
              }
              body={(row: (typeof rows)[number]) => {
                const text = draft[tactic.tacticId]?.[row.id] ?? '';
                return (
                  <InputText
                    value={text}
                    onChange={(e) => setQuantity(tactic.tacticId, row.id, e.target.value)}
                    inputMode="numeric"
                    keyfilter="int"
                    className="delivery-quantity"
                    invalid={Number.isNaN(quantityOf(text))}
                    aria-label={t('delivery.distribution.quantityLabel', {
                      tactic: tactic.tacticName,
                      number: row.number,
                    })}
                    disabled={saving || !editable}
                  />
                );
              }}
              style={{ minWidth: '9rem' }}
            />
          );
        })}
      </DataTable>
      <div className="delivery-footer">
        <Link to={`/tactic-catalog/${programId}/finalize`} className="p-button p-button-text delivery-link-button">
          {t(editable ? 'delivery.distribution.cancel' : 'delivery.distribution.backToFinalize')}
        </Link>
        <span className="delivery-spacer" />
        {editable && (
          <Button
            type="button"
            label={saving ? t('delivery.saving') : t('delivery.distribution.save')}
            icon="pi pi-save"
            onClick={() => void save()}
            loading={saving}
            disabled={saving}
          />
        )}
      </div>
    </div>
  );
}
