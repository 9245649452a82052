import { programStatus } from '../../../shared/programs/status';
import { budgetProjection } from './budgetProjection';
import { listProgramsFiltered } from './filteredList';
import { getProgramAggregate } from './programRepository';

/**
 * What a retailer's approved programs of a budget year commit of one brand (ATL and BTL targets, whole cents): the
 * floor below which the brand's allocation for that retailer may not go. Reads the retailer-year list (GSI2) of
 * approved programs only; each root carries its budget lines (budgetProjection.ts).
 */
export async function approvedCommitment(brandId: number, retailerId: number, fiscalYear: number) {
  let atlCents = 0;
  let btlCents = 0;
  let cursor: string | undefined;
  do {
    const page = await listProgramsFiltered({
      fiscalYear,
      retailerId,
      statusId: programStatus.approved,
      pageSize: 200,
      cursor,
    });
    for (const program of page.items) {
      let lines = program.budgetLines;
      if (!lines) {
        const aggregate = await getProgramAggregate(program.id);
        lines = aggregate ? budgetProjection(aggregate.fundingSources, aggregate.tactics) : [];
      }
      const line = lines.find((l) => l.brandId === brandId);
      atlCents += Math.round((line?.atlTarget ?? 0) * 100);
      btlCents += Math.round((line?.btlTarget ?? 0) * 100);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { atlCents, btlCents };
}
