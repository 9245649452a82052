import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nextOrderStatuses, type OrderStatus } from '../../../../../shared/production/orderStatus';
import { useConfirm } from '../../../components/confirm';
import { DateText, formatDate, programLabel } from '../../../components/format';
import { useMessageBox } from '../../../components/messageBox';
import { customizationName, customizationOption } from '../../../lib/customizationTexts';
import { saveWorkbook } from '../../../lib/xlsx';
import {
  applyCustomizationsToProduction,
  readProductionFile,
  sendToProduction,
  setOrderStatus,
  useAllFiles,
  useCustomizations,
  useProgramManufacturers,
  type ProductionRow,
} from '../api/production';
import { jobTicketDocument, productionFileName, productionSheetColumns, productionSheetRows } from '../lib/jobTicket';

/**
 * One approved program's production: its manufacturers with their production file (.xlsx), job ticket (PDF) and
 * send to production (each, or all at once), the tactics with their order status (moved along its flow), the
 * customizations applied to production and the production requests sent.
 */
export function ProgramProduction({ program, onClose }: { program: ProductionRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const box = useMessageBox();
  const confirm = useConfirm();
  const manufacturers = useProgramManufacturers(program.id);
  const files = useAllFiles(program.id);
  const customizations = useCustomizations(program.id);
  const [busy, setBusy] = useState<string | null>(null);
  const statusName = (status: string) => t(`production.orderStatus.${status}`);

  const run = async (key: string, work: () => Promise<void>) => {
    setBusy(key);
    try {
      await work();
    } catch (error) {
      box.error(error);
    } finally {
      setBusy(null);
    }
  };

  const download = (kind: 'file' | 'ticket', manufacturerId: number | null) =>
    run(`${kind}-${manufacturerId ?? 'all'}`, async () => {
      const answer = await readProductionFile(program.id, manufacturerId, kind);
      if (kind === 'ticket') {
        const { pdfTranslator, savePdf } = await import('../../../lib/printPdf');
        savePdf(jobTicketDocument(answer, manufacturerId, pdfTranslator(i18n), (id) => customizationName(t, id)));
      } else {
        await saveWorkbook(
          productionSheetRows(answer, statusName),
          productionSheetColumns(t),
          t('production.sheet'),
          productionFileName('file', program.id, manufacturerId),
        );
      }
    });

  /** Sends one manufacturer's part, or the whole program (null). */
  const send = (manufacturer: { id: number; name: string } | null) =>
    run(`send-${manufacturer?.id ?? 'all'}`, async () => {
      const programName = program.name ?? program.id;
      const ok = await confirm({
        message: manufacturer
          ? t('production.sendQuestion', { name: manufacturer.name, program: programName })
          : t('production.sendAllQuestion', { program: programName }),
      });
      if (!ok) return;
      const sent = await sendToProduction(program.id, manufacturer?.id ?? null);
      box.success(t('production.sent', { count: sent.sentTactics }));
    });

  const move = (programTacticId: string, fromStatus: OrderStatus, orderStatus: OrderStatus) =>
    run(`status-${programTacticId}`, async () => {
      await setOrderStatus(programTacticId, fromStatus, orderStatus);
      box.success(t('production.statusSaved', { status: statusName(orderStatus) }));
    });

  const applyToProduction = () =>
    run('customizations', async () => {
      await applyCustomizationsToProduction(program.id);
      box.success(t('production.customizationsApplied'));
    });

  const data = manufacturers.data;
  const waitingAll = data?.manufacturers.reduce((sum, m) => sum + m.waiting, 0) ?? 0;
  const custom = customizations.data;
  return (
    <section
      className="production-program"
      aria-label={t('production.programTitle', { name: program.name ?? program.id })}
    >
      <header>
        <h3>{t('production.programTitle', { name: programLabel(program.id, program.name) })}</h3>
        <Button type="button" label={t('production.close')} text onClick={onClose} />
      </header>
      {busy && <ProgressBar mode="indeterminate" style={{ height: '4px' }} aria-label={t('production.working')} />}
      {manufacturers.error && <Message severity="error" text={t('production.loadFailed')} />}
      {data?.productionSentAt &&
        (waitingAll > 0 ? (
          <Message
            severity="info"
            text={t('production.programSentInPart', { date: formatDate(data.productionSentAt), count: waitingAll })}
          />
        ) : (
          <Message severity="success" text={t('production.programSent', { date: formatDate(data.productionSentAt) })} />
        ))}
      {data && data.manufacturers.length === 0 && <Message severity="info" text={t('production.noManufacturers')} />}
      {data && data.manufacturers.length > 0 && (
        <table className="production-table" aria-label={t('production.manufacturers')}>
          <thead>
            <tr>
              <th scope="col">{t('production.columns.manufacturer')}</th>
              <th scope="col" className="num">
                {t('production.columns.tactics')}
              </th>
              <th scope="col" className="num">
                {t('production.columns.quantity')}
              </th>
              <th scope="col" className="num">
                {t('production.columns.waiting')}
              </th>
              <th scope="col">{t('production.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.manufacturers.map((m) => (
              <tr key={m.manufacturerId}>
                <th scope="row">{m.manufacturerName}</th>
                <td className="num">{m.tactics}</td>
                <td className="num">{m.totalQuantity}</td>
                <td className="num">{m.waiting}</td>
                <td>
                  <ProductionActions
                    manufacturer={{ id: m.manufacturerId, name: m.manufacturerName }}
                    waiting={m.waiting}
                    busy={busy !== null}
                    onDownload={(kind) => void download(kind, m.manufacturerId)}
                    onSend={() => void send({ id: m.manufacturerId, name: m.manufacturerName })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('production.allManufacturers')}</th>
              <td />
              <td />
              <td className="num">{waitingAll}</td>
              <td>
                <ProductionActions
                  manufacturer={null}
                  waiting={waitingAll}
                  busy={busy !== null}
                  onDownload={(kind) => void download(kind, null)}
                  onSend={() => void send(null)}
                />
              </td>
            </tr>
          </tfoot>
        </table>
      )}
      {files.data && files.data.files.length > 0 && (
        <table className="production-table" aria-label={t('production.tactics')}>
          <thead>
            <tr>
              <th scope="col">{t('production.ticket.tactic')}</th>
              <th scope="col">{t('production.ticket.manufacturer')}</th>
              <th scope="col" className="num">
                {t('production.ticket.quantity')}
              </th>
              <th scope="col">{t('production.ticket.orderStatus')}</th>
              <th scope="col">{t('production.columns.changeStatus')}</th>
            </tr>
          </thead>
          <tbody>
            {files.data.files.flatMap((f) =>
              f.tactics.map((tactic) => {
                const next = nextOrderStatuses(tactic.orderStatus);
                return (
                  <tr key={tactic.programTacticId}>
                    <th scope="row">{`${tactic.programTacticId} ${tactic.tacticName}`}</th>
                    <td>{f.manufacturer.name}</td>
                    <td className="num">{tactic.orderQuantity}</td>
                    <td className="order-status">{statusName(tactic.orderStatus)}</td>
                    <td>
                      {next.length > 0 && (
                        <Dropdown
                          value={null}
                          options={next.map((s) => ({ value: s, label: statusName(s) }))}
                          placeholder={t('production.moveTo')}
                          aria-label={t('production.moveOf', { name: tactic.tacticName })}
                          disabled={busy !== null}
                          onChange={(e) =>
                            void move(tactic.programTacticId, tactic.orderStatus, e.value as OrderStatus)
                          }
                        />
                      )}
                    </td>
                  </tr>
                );
              }),
            )}
          </tbody>
        </table>
      )}
      {custom && (
        <div className="production-customizations">
          <h4>{t('production.customizations')}</h4>
          {custom.productionEntries.length > 0 ? (
            <ul>
              {custom.productionEntries.map((c) => (
                <li key={c.customizationId}>
                  {customizationName(t, c.customizationId)}: {customizationOption(t, c.customizationId, c.value)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('production.noProductionCustomizations')}</p>
          )}
          {custom.appliedEntries.length > 0 && (
            <Button
              type="button"
              size="small"
              outlined
              icon="pi pi-check"
              label={t('production.applyCustomizations')}
              disabled={busy !== null}
              onClick={() => void applyToProduction()}
            />
          )}
        </div>
      )}
      {data && data.requests.length > 0 && (
        <div>
          <h4>{t('production.requests')}</h4>
          <ul className="production-requests">
            {data.requests.map((r) => (
              <li key={r.id}>
                <DateText value={r.requestedAt} /> {r.manufacturerName}: {r.tacticIds.join(', ')} ({r.requestedByName})
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** A manufacturer's actions, or every manufacturer's (null): its production file, its job ticket, sending it. */
function ProductionActions({
  manufacturer,
  waiting,
  busy,
  onDownload,
  onSend,
}: {
  manufacturer: { id: number; name: string } | null;
  waiting: number;
  busy: boolean;
  onDownload: (kind: 'file' | 'ticket') => void;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  const named = (key: string) => (manufacturer ? t(key, { name: manufacturer.name }) : undefined);
  return (
    <div className="production-actions">
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-file-excel"
        label={manufacturer ? t('production.file') : t('production.allFiles')}
        aria-label={named('production.fileOf')}
        disabled={busy}
        onClick={() => onDownload('file')}
      />
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-file-pdf"
        label={manufacturer ? t('production.ticket.button') : t('production.allTickets')}
        aria-label={named('production.ticketOf')}
        disabled={busy}
        onClick={() => onDownload('ticket')}
      />
      <Button
        type="button"
        size="small"
        icon="pi pi-send"
        label={manufacturer ? t('production.send') : t('production.sendAll')}
        aria-label={named('production.sendOf')}
        disabled={busy || waiting === 0}
        onClick={onSend}
      />
    </div>
  );
}
