import { importRecords, reasonAsOnlyError, type ImportRecord } from '../imports/importRecords';

/** An import of locations: `PROGRAM#{id}` / `IMPORT#{importId}`, updated as the processor streams the file. */
export interface LocationImport extends ImportRecord {
  programId: number;
  retailerId: number;
  status: 'waiting' | 'processing' | 'done' | 'failed';
  rowsRead: number;
  rowsImported: number;
  /** When the processor claimed it: a stuck import is told by it (docs/decisions.md, 'Import recovery'). */
  startedAt?: string;
}

interface LocationImportRef {
  programId: number;
  importId: string;
}

/** The S3 key names its program and import, so the processor finds the record from the object alone. */
export const importObjectKey = (programId: number, importId: string) => `imports/${programId}/${importId}.csv`;
export function parseImportObjectKey(key: string): LocationImportRef | null {
  const match = /^imports\/(\d+)\/([0-9a-f-]{36})\.csv$/.exec(key);
  return match ? { programId: Number(match[1]), importId: match[2] } : null;
}
/** The import a record's table key names (the stuck sweep reads keys), or null when it is not a location import. */
export function locationImportOfKey(PK: string, SK: string): LocationImportRef | null {
  const program = /^PROGRAM#(\d+)$/.exec(PK);
  const importId = /^IMPORT#(.+)$/.exec(SK)?.[1];
  return program && importId ? { programId: Number(program[1]), importId } : null;
}

/** The records' lifecycle (functions/domain/imports/importRecords.ts): waiting, claimed once, done or failed. */
export const locationImports = importRecords<LocationImport, LocationImportRef>({
  recordKey: ({ programId, importId }) => ({ PK: `PROGRAM#${programId}`, SK: `IMPORT#${importId}` }),
  refOf: ({ programId, importId }) => ({ programId, importId }),
  stuckFields: reasonAsOnlyError,
  logFields: (record) => ({ programId: record.programId }),
});
