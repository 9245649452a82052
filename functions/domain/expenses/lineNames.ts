import { programStatus } from '../../../shared/programs/status';
import { batchGetAll } from '../../lib/batchGet';
import { programRootKey, programTacticKeyOf } from '../programs/keys';
import type { ProgramAggregate, ProgramRoot, ProgramTactic } from '../programs/programTypes';

type Line = { programId: number | null; tacticId: string | null };
type Names = Pick<ProgramAggregate, 'program' | 'tactics'>;

/**
 * The names of a line's program and tactic, as the wire report and the expense lists show them: '' for a line on
 * no tactic, or whose program is gone (deleted: no aggregate).
 */
export const lineNamesOf = (line: Pick<Line, 'tacticId'>, aggregate: Names | undefined) => ({
  programName: aggregate?.program.name ?? '',
  tacticName: aggregate?.tactics.find((t) => t.id === line.tacticId)?.tacticName ?? '',
});

/**
 * The programs and tactics a page's lines are counted against: one BatchGet of the page's distinct program roots
 * and tactics, never a read per line. `tactics` holds every tactic found (their estimates); `aggregateOf` is a
 * line's for `lineNamesOf` (none when its program is deleted, as `getProgramAggregate`).
 */
export async function programsOfLines(lines: readonly Line[]) {
  const programIds = [...new Set(lines.flatMap((l) => (l.programId ? [l.programId] : [])))];
  const tacticIds = [...new Set(lines.flatMap((l) => (l.tacticId ? [l.tacticId] : [])))];
  const items = await batchGetAll([...programIds.map(programRootKey), ...tacticIds.map(programTacticKeyOf)]);
  const roots = new Map<number, ProgramRoot>();
  const tactics = new Map<string, ProgramTactic>();
  for (const item of items) {
    if (item.SK === 'P#PROGRAM') roots.set(item.id as number, item as unknown as ProgramRoot);
    else if (item.id) tactics.set(item.id as string, item as unknown as ProgramTactic);
  }
  const aggregateOf = (line: Line): Names | undefined => {
    const program = line.programId ? roots.get(line.programId) : undefined;
    if (!program || program.statusId === programStatus.deleted) return undefined;
    const tactic = line.tacticId ? tactics.get(line.tacticId) : undefined;
    return { program, tactics: tactic ? [tactic] : [] };
  };
  return { tactics, aggregateOf };
}
