import { importFailureMessages, stuckReason } from '../../../shared/imports/stuck';
import { clock } from '../../lib/clock';
import { logger } from '../../lib/logger';
import { getImport, moveImport, type ExpenseImport } from './importRepository';

/**
 * An expense import past its deadline (shared/imports/stuck.ts) is marked failed with the reason its importer reads,
 * by the sweep or by the first status read, whichever comes first; answers the record as it now is.
 */
export async function failIfStuck(record: ExpenseImport): Promise<ExpenseImport> {
  const reason = stuckReason(record, clock.now());
  if (!reason) return record;
  const failureReason = importFailureMessages[reason];
  if (await moveImport(record.importId, record.status, 'failed', { failureReason })) {
    // The alarm's log field (docs/decisions.md, 'Import recovery').
    logger.warn('import stuck, marked failed', {
      importFailed: true,
      importStuck: true,
      reason,
      importId: record.importId,
      kind: record.kind,
      status: record.status,
    });
    return { ...record, status: 'failed', failureReason };
  }
  return (await getImport(record.importId)) ?? record;
}
