import { importFileMessages } from '../../../shared/imports/fileProblems';
import { hasInventoryColumns, inventoryMessages, inventoryRow, skuKey } from '../../../shared/tactics/inventory';
import { getObjectStream } from '../../lib/clients/s3Presign';
import { logger } from '../../lib/logger';
import { csvRecords, UnreadableCsvError } from '../imports/csvRecords';
import { problemList } from '../imports/importRecords';
import { inventoryImports } from './inventoryImports';
import { listReferenceRecords, setInventoryStock } from './referenceRepository';

/** Stock updates in flight at once, and how often the record's progress is written. */
const PARALLEL_UPDATES = 25;
const PROGRESS_EVERY_ROWS = 500;

/**
 * Processes an inventory upload (the import processor, on the CSV's arrival): claims it once, streams the file
 * with csv-parse (never the whole file in memory), sets each known SKU's catalog tactic's `inventoryStock`
 * (with its version moved, so an admin form read before gets 409 rather than writing the old stock back), and
 * records every bad row and unknown SKU with its line. Setting a stock twice sets the same stock: processing the
 * same file again changes nothing more.
 */
export async function processInventoryImport(bucket: string, key: string, importId: string): Promise<void> {
  const record = await inventoryImports.get(importId);
  // S3 may deliver an event twice; only a waiting upload is processed, once.
  if (!record || !(await inventoryImports.claim(importId, 'waiting'))) return;
  const problems = problemList();
  const problem = problems.add;
  let rowsRead = 0;
  let rowsUpdated = 0;
  let sinceProgress = 0;
  try {
    // The catalog is a bounded reference list: its SKUs are read once.
    const bySku = new Map<string, number>();
    for (const tactic of await listReferenceRecords('tactic'))
      if (tactic.sku?.trim()) bySku.set(skuKey(tactic.sku), tactic.id as number);
    const object = await getObjectStream({ bucket, key });
    let header: string[] = [];
    // A file that breaks half way fails the reader, so the loop throws and the upload is marked failed.
    const records = csvRecords(object.body, {
      columns: (names: string[]) => (header = names.map((h) => h.trim().toLowerCase())),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
    let pending: Promise<unknown>[] = [];
    for await (const { record: cells, info } of records) {
      if (!hasInventoryColumns(header)) {
        problem({ line: 1, field: 'file', message: inventoryMessages.missingColumns });
        break;
      }
      rowsRead++;
      const row = inventoryRow(cells);
      if (Array.isArray(row)) {
        for (const p of row) problem({ line: info.lines, ...p });
        continue;
      }
      const tacticId = bySku.get(skuKey(row.sku));
      if (tacticId === undefined) {
        problem({ line: info.lines, field: 'sku', message: inventoryMessages.unknownSku(row.sku) });
        continue;
      }
      pending.push(setInventoryStock(tacticId, row.stock));
      rowsUpdated++;
      sinceProgress++;
      if (pending.length >= PARALLEL_UPDATES) {
        await Promise.all(pending);
        pending = [];
      }
      if (sinceProgress >= PROGRESS_EVERY_ROWS) {
        sinceProgress = 0;
        await inventoryImports.update(importId, { rowsRead, rowsUpdated });
      }
    }
    await Promise.all(pending);
    // A file with a header line only (or nothing at all) never reached the loop's check.
    if (rowsRead === 0 && problems.count === 0)
      problem({
        line: 1,
        field: 'file',
        message: hasInventoryColumns(header) ? importFileMessages.noRows : inventoryMessages.missingColumns,
      });
    await inventoryImports.update(importId, {
      status: 'done',
      rowsRead,
      rowsUpdated,
      errors: problems.errors,
      errorCount: problems.count,
    });
    logger.info('inventory import done', { importId, rowsRead, rowsUpdated, errorCount: problems.count });
  } catch (error) {
    if (error instanceof UnreadableCsvError) {
      // The file's to fix, not a failure: its line and cause first, then the bad rows found before it.
      await inventoryImports.update(importId, {
        status: 'failed',
        rowsRead,
        rowsUpdated,
        ...problems.failedWith(error.message, error.line),
      });
      return logger.warn('inventory import refused, file unreadable', { importId, line: error.line, code: error.code });
    }
    await inventoryImports.update(importId, { status: 'failed', rowsRead, rowsUpdated, ...problems.failedWith() });
    logger.error('import failed', { importFailed: true, reason: 'failed', importId, kind: 'inventory', error });
  }
}
