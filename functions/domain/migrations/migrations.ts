import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { markClosedReconciliations } from '../expenses/closedMarkersBackfill';
import { nameLedgerPrograms } from '../ledger/programIdsBackfill';
import { reseedChangedMenuClaims } from '../siteSetup/seedChanges';
import { foldStoredSearchTexts } from './foldSearchTexts';

/**
 * A one-off change to the data already in a table, for code that reads or writes it differently from the code
 * before (docs/decisions.md, 'Migrations'). Runs once per table, after the code that needs it is deployed.
 */
export interface Migration {
  /** Never renamed: a table's record of the run is kept under it. */
  name: string;
  /** Idempotent (running it again changes nothing); answers the number of items it wrote. */
  run(db: DynamoDBDocumentClient, tableName: string): Promise<number>;
}

/** In the order they were added; a new one goes last. */
export const migrations: readonly Migration[] = [
  { name: '2026-11-27-closed-reconciliation-markers', run: markClosedReconciliations },
  { name: '2026-11-27-search-texts-without-accents', run: foldStoredSearchTexts },
  { name: '2026-11-27-ledger-rows-name-their-programs', run: nameLedgerPrograms },
  { name: '2026-11-29-my-planner-for-those-who-plan', run: reseedChangedMenuClaims },
];
