import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FormMessages, useFirstFresh } from '../../../components/forms';
import { PlanningSteps } from '../../../components/steps';
import { messagesOfError, useMessageBox } from '../../../components/messageBox';
import { PageSpinner } from '../../../components/PageSpinner';
import { LinkButton } from '../../../components/linkButton';
import { ApiError } from '../../../lib/api';
import { useNavigateWhenDone } from '../../../lib/navigateWhenDone';
import { openSidePanel } from '../../../lib/sidePanel';
import {
  DISTRIBUTION_PAGE_SIZE,
  distributionSaved,
  readDistributionPage,
  saveDistributionPage,
  useDistribution,
  type Distribution,
} from '../api/distribution';
import {
  cellText,
  distributedSum,
  draftErrors,
  editedLocations,
  emptyDraft,
  equalDraft,
  quantityProblem,
  rememberPage,
  saveBodyOf,
  saveChunkSize,
  setCell,
  type DistributionDraft,
} from '../lib/distribution';
import { useDeliveryText } from '../lib/specText';
import '../delivery.css';
import { currentLanguage } from '../../../lib/i18n';

const SEARCH_DEBOUNCE_MS = 400;

const programIdOf = (text: string | undefined) =>
  text && /^\d{1,12}$/.test(text) && Number(text) > 0 ? Number(text) : null;

/**
 * The distribution step (`tactic-catalog/{programId}/finalize/distribution`): per tactic and location quantities,
 * a page of 50 locations at a time (a retailer can have thousands), each tactic's sum over every location against
 * its order quantity, Equal Distribution over every location, and Save (one transaction per request of at most 90
 * locations, with progress).
 */
export function DistributionPage() {
  const { t } = useTranslation();
  const { spec, message } = useDeliveryText();
  const programId = programIdOf(useParams().programId);
  const distribution = useDistribution(programId);
  const first = useFirstFresh(distribution);

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
      <PlanningSteps programId={programId} current="distribution" />
      <DistributionEditor key={first.version} programId={programId} data={first} reload={() => distribution.mutate()} />
    </div>
  );
}

/** Where the grid is: the page's cursor (null for the first), the cursors before it, and the search. */
interface PagePosition {
  index: number;
  cursors: (string | null)[];
  term: string;
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
  const startWork = useNavigateWhenDone();
  // The first page's answer: every tactic with its total, the location count, the version the saves start from.
  const [head, setHead] = useState(data);
  const locationCount = head.locationCount ?? data.locations.length;
  const [draft, setDraft] = useState<DistributionDraft>(() => rememberPage(emptyDraft(), data));
  const [touched, setTouched] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [stale, setStale] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const saving = progress !== null;
  const [filter, setFilter] = useState('');
  const [position, setPosition] = useState<PagePosition>({ index: 0, cursors: [null], term: '' });
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const term = filter.trim();
      setPosition((p) => (p.term === term ? p : { index: 0, cursors: [null], term }));
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [filter]);

  const cursor = position.cursors[position.index] ?? null;
  const page = useDistribution(programId, {
    pageSize: DISTRIBUTION_PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
    ...(position.term ? { searchTerm: position.term } : {}),
  });
  const shownPage = page.data ?? (position.index === 0 && !position.term ? data : undefined);
  // Each page read joins the draft (its stored quantities); what was typed on any page stays.
  useEffect(() => {
    if (page.data) setDraft((d) => rememberPage(d, page.data!));
  }, [page.data]);

  const tactics = head.tactics;
  const rows = (shownPage?.locations ?? []).map((l, i) => ({
    ...l,
    number: position.term ? null : position.index * DISTRIBUTION_PAGE_SIZE + i + 1,
  }));
  const liveErrors = touched ? draftErrors(draft, tactics, locationCount) : [];

  const setQuantity = (tacticId: string, locationId: string, text: string) => {
    setDraft((d) => setCell(d, locationId, tacticId, text));
    setTouched(true);
    setMessages([]);
  };

  const equal = () => {
    const split = equalDraft(draft, tactics, locationCount);
    if ('error' in split) {
      box.danger(message(split.error));
      setMessages([split.error]);
      return;
    }
    setDraft(split.draft);
    setTouched(true);
    setMessages([]);
  };

  /**
   * Sends the draft request after request (at most `saveChunkSize` locations each, the last one `final`, when the
   * server checks every tactic's total): under Equal Distribution every location, read page by page; otherwise the
   * locations typed into. Each answer's version is the next request's; a failure keeps everything typed.
   */
  const save = async () => {
    const errors = draftErrors(draft, tactics, locationCount);
    setTouched(true);
    if (errors.length) {
      setMessages(errors);
      box.danger(errors.map(message));
      return;
    }
    const chunk = saveChunkSize(tactics.length);
    const goOn = startWork();
    let version = head.version;
    let current = draft;
    const send = async (ids: string[], final: boolean) => {
      const answer = await saveDistributionPage(programId, saveBodyOf(current, tactics, ids, version, final));
      version = answer.version;
      current = rememberPage(current, answer);
      setDraft((d) => rememberPage(d, answer));
      setHead((h) => ({ ...h, tactics: answer.tactics.map((a) => ({ ...a, quantities: {} })), version }));
      return answer;
    };
    try {
      if (draft.fill) {
        setProgress({ done: 0, total: locationCount });
        let next: string | null = null;
        let done = 0;
        do {
          const read: Distribution = await readDistributionPage(programId, {
            pageSize: chunk,
            ...(next ? { cursor: next } : {}),
          });
          next = read.nextCursor;
          await send(
            read.locations.map((l) => l.id),
            next === null,
          );
          done += read.locations.length;
          setProgress({ done, total: locationCount });
        } while (next);
      } else {
        const edited = editedLocations(draft);
        setProgress({ done: 0, total: edited.length });
        if (!edited.length) await send([], true);
        for (let i = 0; i < edited.length; i += chunk) {
          const ids = edited.slice(i, i + chunk);
          await send(ids, i + chunk >= edited.length);
          setProgress({ done: Math.min(edited.length, i + chunk), total: edited.length });
        }
      }
      setMessages([]);
      await distributionSaved(programId);
      box.success(spec('distributionSaved'));
      goOn(`/tactic-catalog/${programId}/finalize`);
    } catch (error) {
      // The typed quantities stay (what was already saved is now stored); the server's texts are shown.
      const texts = messagesOfError(error);
      setMessages(texts);
      setStale(error instanceof ApiError && error.status === 409);
      box.danger(texts.map(message));
    } finally {
      setProgress(null);
    }
  };

  const reloadAfterConflict = async () => {
    const fresh = await reload();
    if (fresh) {
      setHead(fresh);
      setDraft(rememberPage(emptyDraft(), fresh));
      setPosition({ index: 0, cursors: [null], term: '' });
      setFilter('');
      setTouched(false);
    }
    void page.mutate();
    setStale(false);
    setMessages([]);
  };

  const openDelivery = () => openSidePanel('delivery-information', { programId });
  if (locationCount === 0)
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
  if (tactics.length === 0)
    return (
      <div className="delivery-page-body">
        <Message severity="info" text={t('delivery.distribution.noTactics')} className="delivery-message" />
      </div>
    );

  const shownMessages = messages.length ? messages : liveErrors;
  // A program past planning shows its distribution; the server would refuse a change.
  const editable = head.canEdit;
  const nextCursor = shownPage?.nextCursor ?? null;
  const first = position.index * DISTRIBUTION_PAGE_SIZE + 1;
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
      {progress && (
        <div className="delivery-progress" role="status">
          <span>{t('delivery.distribution.savingProgress', progress)}</span>
          <ProgressBar
            value={Math.round((progress.done / Math.max(1, progress.total)) * 100)}
            style={{ height: '0.5rem' }}
            showValue={false}
          />
        </div>
      )}
      {page.error && <FormMessages messages={[spec('loadFailed'), ...messagesOfError(page.error).map(message)]} />}
      <DataTable
        key={currentLanguage()}
        value={rows}
        dataKey="id"
        // The cells read the typed quantities, which are not part of the rows: PrimeReact must not keep old cells.
        cellMemo={false}
        size="small"
        scrollable
        scrollHeight="flex"
        loading={!shownPage && !page.error}
        emptyMessage={t('delivery.distribution.noMatch')}
        className="delivery-distribution-table"
        aria-label={t('delivery.distribution.tableLabel')}
      >
        <Column header="#" field="number" frozen style={{ width: '3.5rem' }} />
        <Column header={t('delivery.distribution.location')} field="location" frozen style={{ minWidth: '16rem' }} />
        {tactics.map((tactic) => {
          const sum = distributedSum(draft, tactic, locationCount);
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
                  {t('delivery.distribution.distributed', { sum, total: tactic.orderQuantity })}
                </span>
              }
              body={(row: (typeof rows)[number]) => {
                const text = cellText(draft, row.id, tactic.tacticId);
                const problem = quantityProblem(text);
                const problemId = `quantity-problem-${tactic.tacticId}-${row.id}`;
                return (
                  <>
                    <InputText
                      value={text}
                      onChange={(e) => setQuantity(tactic.tacticId, row.id, e.target.value)}
                      inputMode="numeric"
                      keyfilter="int"
                      className="delivery-quantity"
                      invalid={problem !== null}
                      aria-invalid={problem !== null}
                      aria-describedby={problem ? problemId : undefined}
                      aria-label={
                        row.number === null
                          ? t('delivery.distribution.quantityAtLabel', {
                              tactic: tactic.tacticName,
                              location: row.location,
                            })
                          : t('delivery.distribution.quantityLabel', { tactic: tactic.tacticName, number: row.number })
                      }
                      disabled={saving || !editable}
                    />
                    {problem && (
                      <small id={problemId} className="p-error delivery-quantity-problem">
                        {message(problem)}
                      </small>
                    )}
                  </>
                );
              }}
              style={{ minWidth: '9rem' }}
            />
          );
        })}
      </DataTable>
      {(position.index > 0 || nextCursor) && (
        <nav className="delivery-pager" aria-label={t('delivery.distribution.pages')}>
          <Button
            type="button"
            icon="pi pi-angle-left"
            text
            rounded
            aria-label={t('delivery.distribution.previousPage')}
            disabled={position.index === 0 || saving}
            onClick={() => setPosition((p) => ({ ...p, index: p.index - 1 }))}
          />
          <span>
            {position.term
              ? t('delivery.distribution.pageNumber', { page: position.index + 1 })
              : t('delivery.distribution.pageRange', {
                  from: first,
                  to: first + rows.length - 1,
                  count: locationCount,
                })}
          </span>
          <Button
            type="button"
            icon="pi pi-angle-right"
            text
            rounded
            aria-label={t('delivery.distribution.nextPage')}
            disabled={!nextCursor || saving}
            onClick={() =>
              setPosition((p) => ({
                ...p,
                index: p.index + 1,
                cursors: [...p.cursors.slice(0, p.index + 1), nextCursor],
              }))
            }
          />
        </nav>
      )}
      <div className="delivery-footer">
        <LinkButton
          to={`/tactic-catalog/${programId}/finalize`}
          label={t(editable ? 'delivery.distribution.cancel' : 'delivery.distribution.backToFinalize')}
          variant="text"
        />
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
