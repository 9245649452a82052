import type { LocalStack } from '../local/stack';
import { localFunctionEnvironment } from '../local/stack';
import { capacityMeter } from './expenses';

/**
 * `npm run bench`, brands summary (issue 14): 500 brands of their own and programs of a bench-only budget year
 * written through the programs' own insert (so the budget ledger counts them in the same transactions), then the
 * brands summary read at 2,000 and at 20,000 programs: latency through the local gateway and the read capacity of
 * the use case (measured in this process by the client's capacity meter). The read must not grow with programs.
 * The dashboard's refresh of all seven reports (issue 15) is measured the same way at each step.
 */
type Facts = LocalStack['facts'];

const BRANDS = 500;
const STEPS = [2_000, 20_000] as const;
const YEAR = 2091;
const RETAILERS = 10;
const REQUESTS = 50;
const IN_FLIGHT = 4;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function measureBrandsSummary(
  facts: Facts,
  timeGet: (url: string, requests: number) => Promise<number[]>,
  percentile: (sorted: number[], p: number) => number,
) {
  Object.assign(process.env, localFunctionEnvironment(facts, 'programs'));
  const { dynamo } = await import('../../functions/lib/clients/dynamo');
  const { createReferenceRecord, listReferenceRecords } =
    await import('../../functions/domain/reference/referenceRepository');
  const { insertProgram } = await import('../../functions/domain/programs/programRepository');
  const { brandsSummary } = await import('../../functions/domain/ledger/summaries');
  const { dashboardRefresh } = await import('../../functions/domain/reports/reportUseCases');
  const { reportIds } = await import('../../shared/reports/catalogue');
  const metered = capacityMeter(dynamo);

  const category = (await listReferenceRecords('category'))[0];
  const brands: { id: number; name: string }[] = [];
  for (let i = 0; i < BRANDS; i++) {
    const brand = await createReferenceRecord('brand', { name: `Bench brand ${i}`, categoryId: category.id }, 'bench');
    brands.push({ id: Number(brand.id), name: brand.name });
  }
  const retailers = (await listReferenceRecords('retailer')).slice(0, RETAILERS);
  const actor = { subject: 'bench', email: 'bench@demo.local' };
  const auth = { subject: 'bench', email: 'bench@demo.local', roles: [], claims: [], retailerSide: false };

  let written = 0;
  const writePrograms = async (upTo: number) => {
    const started = performance.now();
    const from = written;
    const worker = async () => {
      while (written < upTo) {
        const i = written++;
        const retailer = retailers[i % retailers.length];
        // Two funding brands a program, so every brand is funded by many programs.
        const funding = [brands[i % BRANDS], brands[(i * 7 + 3) % BRANDS]].filter(
          (b, n, all) => all.findIndex((o) => o.id === b.id) === n,
        );
        await insertProgram(
          {
            name: `Bench program ${i}`,
            description: 'Seeded for the brands summary bench',
            retailerId: retailer.id,
            retailerName: retailer.retailerName,
            fiscalYear: YEAR,
            // Spread over the year, so the quarter rows of the reports all count.
            programStartDate: `${YEAR}-${String((i % 12) + 1).padStart(2, '0')}-01`,
            programEndDate: `${YEAR}-12-31`,
            accountLocations: [],
            placeholder: false,
          },
          funding.map((b) => ({
            brandId: b.id,
            brandName: b.name,
            atlTarget: 1000 + (i % 100),
            btlTarget: 250.5,
            selected: true,
          })),
          actor,
        );
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    return (upTo - from) / ((performance.now() - started) / 1000);
  };

  const rows = [];
  for (const programs of STEPS) {
    const perSecond = await writePrograms(programs);
    const read = await metered(() => brandsSummary(YEAR, auth));
    const benchRows = read.result.brands.filter((b) => b.brandName.startsWith('Bench brand '));
    const counted = benchRows.reduce((sum, b) => sum + b.programs, 0);
    if (benchRows.length !== BRANDS || counted < programs)
      throw new Error(`The summary showed ${benchRows.length} bench brands counting ${counted} programs`);
    const timings = await timeGet(`${facts.apiUrl}/api/brands/summary?budgetYear=${YEAR}`, REQUESTS);
    const reports = await metered(() => dashboardRefresh({ reports: [...reportIds], budgetYear: YEAR }, auth));
    const reportTimings = await timeGet(
      `${facts.apiUrl}/api/dashboard/refresh?budgetYear=${YEAR}&reports=${reportIds.join(',')}`,
      REQUESTS,
    );
    rows.push({
      brands: BRANDS,
      programs,
      rcu: round(read.units, 1),
      callsPerRead: read.calls,
      p50Ms: round(percentile(timings, 50), 1),
      p95Ms: round(percentile(timings, 95), 1),
      programsWrittenPerSecond: round(perSecond, 0),
      reportsRcu: round(reports.units, 1),
      reportsCallsPerRead: reports.calls,
      reportsP50Ms: round(percentile(reportTimings, 50), 1),
      reportsP95Ms: round(percentile(reportTimings, 95), 1),
    });
  }
  return {
    rows,
    rcuRatio: rows[1].rcu / rows[0].rcu,
    p95Ratio: rows[1].p95Ms / rows[0].p95Ms,
    reportsRcuRatio: rows[1].reportsRcu / rows[0].reportsRcu,
    reportsP95Ratio: rows[1].reportsP95Ms / rows[0].reportsP95Ms,
  };
}
