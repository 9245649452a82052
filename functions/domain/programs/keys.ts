/**
 * The program aggregate's key layout (data-model.md): one partition `PROGRAM#{id}`, the root `P#PROGRAM`, tactics
 * `P#TACTIC#{seq}`. Every writer of program items takes its keys from here.
 */
export const programPk = (id: number) => `PROGRAM#${id}`;
export const programRootKey = (id: number) => ({ PK: programPk(id), SK: 'P#PROGRAM' });
export const programTacticKey = (id: number, seq: number) => ({ PK: programPk(id), SK: `P#TACTIC#${String(seq).padStart(6, '0')}` });
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
