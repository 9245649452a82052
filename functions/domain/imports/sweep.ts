import { YOUNGEST_STUCK_MS } from '../../../shared/imports/stuck';
import { clock } from '../../lib/clock';
import { logger } from '../../lib/logger';
import { expenseImports } from '../expenses/importRepository';
import { locationImportOfKey, locationImports } from '../locations/importRepository';
import { inventoryImportIdOfKey, inventoryImports } from '../reference/inventoryImports';
import { listOpenImports } from './openImports';

/** Each import's records as the sweep finds them: the import its table key names (null: not one of these). */
const sweptKinds: { refOfKey: (PK: string, SK: string) => unknown; sweep: (ref: never) => Promise<boolean> }[] = [
  { refOfKey: (PK) => inventoryImportIdOfKey(PK), sweep: inventoryImports.sweep },
  { refOfKey: (PK) => /^EXPIMPORT#(.+)$/.exec(PK)?.[1] ?? null, sweep: expenseImports.sweep },
  { refOfKey: locationImportOfKey, sweep: locationImports.sweep },
];

/**
 * The scheduled sweep (every five minutes in AWS, every minute locally): every open import old enough to be stuck
 * is read and, past its deadline, marked failed with its reason (each marking logs `importFailed: true`).
 */
export async function sweepStuckImports(): Promise<{ open: number; failed: number }> {
  const keys = await listOpenImports(new Date(clock.now().getTime() - YOUNGEST_STUCK_MS).toISOString());
  let failed = 0;
  for (const { PK, SK } of keys) {
    for (const { refOfKey, sweep } of sweptKinds) {
      const ref = refOfKey(PK, SK);
      if (ref === null) continue;
      if (await sweep(ref as never)) failed++;
      break;
    }
  }
  logger.info('stuck imports swept', { open: keys.length, failed });
  return { open: keys.length, failed };
}
