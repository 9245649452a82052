import { useRoute } from '../../../lib/useRoute';

/**
 * The program itself (`GET programs/{id}`), for what the delivery screens show about it: its name, its retailer
 * and its campaign theme type (type 4 themes have delivery contacts). The same cache entry the programs screens use.
 */
export function useProgramFacts(programId: number | null) {
  const { data, error } = useRoute('programs.get', programId ? { params: { id: programId } } : null);
  const program = data?.program;
  return {
    error,
    program: program
      ? {
          id: program.id,
          name: program.name,
          retailerId: program.retailerId,
          retailerName: program.retailerName,
          campaignThemeTypeId: program.campaignThemeTypeId ?? null,
        }
      : undefined,
  };
}
