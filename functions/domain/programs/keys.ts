import { searchFold } from '../../../shared/search';
import type { ProgramRoot, ProgramTactic } from './programTypes';
/**
 * The program aggregate's key layout (data-model.md): one partition `PROGRAM#{id}`, the root `P#PROGRAM`, tactics
 * `P#TACTIC#{seq}`. Every writer of program items takes its keys from here.
 */
export const programPk = (id: number) => `PROGRAM#${id}`;
export const programRootKey = (id: number) => ({ PK: programPk(id), SK: 'P#PROGRAM' });
export const programTacticKey = (id: number, seq: number) => ({
  PK: programPk(id),
  SK: `P#TACTIC#${String(seq).padStart(6, '0')}`,
});
/** A program tactic's id names its program, so `programtactics/{id}` finds the aggregate without an index. */
export const programTacticId = (programId: number, seq: number) => `${programId}-${seq}`;
export const parseProgramTacticId = (id: string) => {
  const [programId, seq] = id.split('-').map(Number);
  return { programId, seq };
};
export const programTacticKeyOf = (tacticId: string) => {
  const { programId, seq } = parseProgramTacticId(tacticId);
  return programTacticKey(programId, seq);
};

/** Funding sources `P#FUNDING#{brandId}` and job choices `P#JTBD#{jobId}` in the program's partition. */
export const programFundingKey = (id: number, brandId: number) => ({
  PK: programPk(id),
  SK: `P#FUNDING#${String(brandId).padStart(10, '0')}`,
});
/** A program list's sort key: newest first by creation, the id breaking ties. */
export const listSortKey = (program: Pick<ProgramRoot, 'createdAt' | 'id'>) =>
  `${program.createdAt}#${String(program.id).padStart(12, '0')}`;
export const jobSelectionKey = (id: number, jobId: string) => ({ PK: programPk(id), SK: `P#JTBD#${jobId}` });

/** The lists (data-model.md): GSI1 by year, GSI2 by retailer and year, GSI3 by creator, sorted by `{createdAt}#{id}`; their totals are counter items. */
export const yearListKey = (fiscalYear: number) => `PROGRAMS#Y#${fiscalYear}`;
export const retailerYearListKey = (retailerId: number, fiscalYear: number) =>
  `PROGRAMS#R#${retailerId}#Y#${fiscalYear}`;
export const creatorListKey = (creator: string) => `PROGRAMS#U#${creator}`;
export const counterKey = (list: string) => ({ PK: 'COUNTER', SK: list });
/** How many programs of a list (a year, or a retailer's year) are in one status: `{list}#S#{statusId}`. */
export const statusCounterList = (list: string, statusId: number) => `${list}#S#${statusId}`;

export const programListKeys = (program: ProgramRoot) => ({
  GSI1PK: yearListKey(program.fiscalYear!),
  GSI1SK: listSortKey(program),
  GSI2PK: retailerYearListKey(program.retailerId!, program.fiscalYear!),
  GSI2SK: listSortKey(program),
  GSI3PK: creatorListKey(program.creator),
  GSI3SK: listSortKey(program),
});

/** The name folded (lower case, no accents) kept beside the name, for the lists' search filter (shared/search.ts). */
export const searchName = (name: string | null) => searchFold(name ?? '');

/** An item without its keys and index attributes: what callers see. */
export const strip = ({
  PK: _pk,
  SK: _sk,
  GSI1PK: _a,
  GSI1SK: _b,
  GSI2PK: _c,
  GSI2SK: _d,
  GSI3PK: _e,
  GSI3SK: _f,
  searchName: _s,
  ...rest
}: Record<string, unknown>) => rest;

/**
 * The reference record a program tactic counts as a user of: its catalog tactic, or for a tactic made in the Create
 * tactic modal (tacticId 0) its tactic type.
 */
export const tacticUsageTarget = (tactic: Pick<ProgramTactic, 'tacticId' | 'tacticTypeId'>) =>
  tactic.tacticId > 0
    ? ({ kind: 'tactic', id: tactic.tacticId } as const)
    : ({ kind: 'tacticType', id: tactic.tacticTypeId } as const);

/**
 * The approved programs of a year (and of a retailer's year) in the order they were approved (data-model.md,
 * 'Approved program'): one entry per approved program, `{approvedDate}#{id}`, written with the
 * approval and removed when the program leaves Approved.
 */
export const approvedListKey = (fiscalYear: number) => `APPROVED#Y#${fiscalYear}`;
export const retailerApprovedListKey = (retailerId: number, fiscalYear: number) =>
  `APPROVED#R#${retailerId}#Y#${fiscalYear}`;
export const approvedEntryKeys = (
  program: Pick<ProgramRoot, 'id' | 'retailerId' | 'fiscalYear'>,
  approvedAt: string,
) =>
  program.fiscalYear === null || program.fiscalYear === undefined
    ? []
    : [
        { PK: approvedListKey(program.fiscalYear), SK: `${approvedAt}#${program.id}` },
        ...(program.retailerId
          ? [{ PK: retailerApprovedListKey(program.retailerId, program.fiscalYear), SK: `${approvedAt}#${program.id}` }]
          : []),
      ];
