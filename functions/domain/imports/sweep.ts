import { YOUNGEST_STUCK_MS } from '../../../shared/imports/stuck';
import { clock } from '../../lib/clock';
import { logger } from '../../lib/logger';
import { getImport as getExpenseImport } from '../expenses/importRepository';
import { failIfStuck as failStuckExpenseImport } from '../expenses/stuckImport';
import { getImport as getLocationImport } from '../locations/importRepository';
import { failIfStuck as failStuckLocationImport } from '../locations/stuckImport';
import { failInventoryImportIfStuck, getInventoryImport, inventoryImportIdOfKey } from '../reference/inventoryImports';
import { listOpenImports } from './openImports';

/**
 * The scheduled sweep (every five minutes in AWS, every minute locally): every open import old enough to be stuck
 * is read and, past its deadline, marked failed with its reason (each marking logs `importFailed: true`).
 */
export async function sweepStuckImports(): Promise<{ open: number; failed: number }> {
  const keys = await listOpenImports(new Date(clock.now().getTime() - YOUNGEST_STUCK_MS).toISOString());
  let failed = 0;
  for (const { PK, SK } of keys) {
    const expense = /^EXPIMPORT#(.+)$/.exec(PK);
    const location = /^PROGRAM#(\d+)$/.exec(PK) && /^IMPORT#(.+)$/.exec(SK);
    const inventory = inventoryImportIdOfKey(PK);
    if (inventory) {
      const record = await getInventoryImport(inventory);
      if (record && record.status !== 'failed' && (await failInventoryImportIfStuck(record)).status === 'failed')
        failed++;
    } else if (expense) {
      const record = await getExpenseImport(expense[1]);
      if (record && record.status !== 'failed' && (await failStuckExpenseImport(record)).status === 'failed') failed++;
    } else if (location) {
      const record = await getLocationImport(Number(PK.slice('PROGRAM#'.length)), location[1]);
      if (record && record.status !== 'failed' && (await failStuckLocationImport(record)).status === 'failed') failed++;
    }
  }
  logger.info('stuck imports swept', { open: keys.length, failed });
  return { open: keys.length, failed };
}
