import { importFailureMessages, stuckReason } from '../../../shared/imports/stuck';
import { clock } from '../../lib/clock';
import { logger } from '../../lib/logger';
import { failStuckImport, getImport, type LocationImport } from './importRepository';

/**
 * A location import past its deadline (shared/imports/stuck.ts) is marked failed with the reason as its one error,
 * by the sweep or by the first status read, whichever comes first; answers the record as it now is.
 */
export async function failIfStuck(record: LocationImport): Promise<LocationImport> {
  const reason = stuckReason(record, clock.now());
  if (!reason) return record;
  const message = importFailureMessages[reason];
  if (await failStuckImport(record.programId, record.importId, record.status, message)) {
    // The alarm's log field (docs/decisions.md, 'Import recovery').
    logger.warn('import stuck, marked failed', {
      importFailed: true,
      importStuck: true,
      reason,
      importId: record.importId,
      programId: record.programId,
      status: record.status,
    });
    return { ...record, status: 'failed', errors: [{ line: 0, field: 'file', message }], errorCount: 1 };
  }
  return (await getImport(record.programId, record.importId)) ?? record;
}
