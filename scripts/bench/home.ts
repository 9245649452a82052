import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { knownClaims } from '../../shared/claims';
import { DEMO_PASSWORD } from '../local/demoData';
import { localCredentials } from '../local/dynamodb';
import type { LocalStack } from '../local/stack';
import { localFunctionEnvironment } from '../local/stack';
import { capacityMeter } from './expenses';

/**
 * `npm run bench -- --home` (issue 15, 'Performance'): home's data for an approver (its tasks, its programs by
 * status and its budget by brand: `tasks/action-required`, `tasks/general-info` and `brands/summary`, asked at once
 * as the page does) at 1,000 and at 20,000 programs of a bench-only budget year, written through the programs' own
 * insert and status change (one in twenty submitted, so counters, ledger and lists are kept as in use). Read
 * capacity of the three use cases (this process's capacity meter) and p50/p95 of the three requests through the
 * local gateway.
 */
type Facts = LocalStack['facts'];

const STEPS = [1_000, 20_000] as const;
const YEAR = 2092;
const RETAILERS = 10;
const SUBMITTED_EVERY = 20;
const REQUESTS = 50;
const WARMUP = 5;
const IN_FLIGHT = 4;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

async function approverToken(facts: Facts) {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: facts.cognito.endpoint,
    region: facts.region,
    credentials: localCredentials,
  });
  const answer = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: facts.cognito.clientId,
      AuthParameters: { USERNAME: 'approver@demo.local', PASSWORD: DEMO_PASSWORD },
    }),
  );
  cognito.destroy();
  return answer.AuthenticationResult!.IdToken!;
}

export async function measureHome(facts: Facts, percentile: (sorted: number[], p: number) => number) {
  Object.assign(process.env, localFunctionEnvironment(facts, 'programs'));
  const { dynamo } = await import('../../functions/lib/clients/dynamo');
  const { listReferenceRecords } = await import('../../functions/domain/reference/referenceRepository');
  const { insertProgram, changeStatus } = await import('../../functions/domain/programs/programRepository');
  const { actionRequired, generalInfo } = await import('../../functions/domain/tasks/taskUseCases');
  const { brandsSummary } = await import('../../functions/domain/ledger/summaries');
  const metered = capacityMeter(dynamo);

  const brands = (await listReferenceRecords('brand')).slice(0, 6);
  const retailers = (await listReferenceRecords('retailer')).slice(0, RETAILERS);
  const actor = { subject: 'bench', email: 'bench@demo.local' };
  const auth = {
    subject: 'bench-approver',
    email: 'bench-approver@demo.local',
    roles: ['approver'],
    claims: [knownClaims.viewPrograms, knownClaims.approveProgram, knownClaims.approveExpenses],
    retailerSide: false,
  };
  const headers = { authorization: `Bearer ${await approverToken(facts)}` };
  const urls = [
    `tasks/action-required?budgetYear=${YEAR}&pageSize=50`,
    `tasks/general-info?budgetYear=${YEAR}`,
    `brands/summary?budgetYear=${YEAR}`,
  ].map((path) => `${facts.apiUrl}/api/${path}`);

  let written = 0;
  const writePrograms = async (upTo: number) => {
    const started = performance.now();
    const from = written;
    const worker = async () => {
      while (written < upTo) {
        const i = written++;
        const retailer = retailers[i % retailers.length]!;
        const brand = brands[i % brands.length]!;
        const aggregate = await insertProgram(
          {
            name: `Home bench ${i}`,
            description: 'Seeded for the home bench',
            retailerId: retailer.id,
            retailerName: retailer.retailerName,
            fiscalYear: YEAR,
            programStartDate: `${YEAR}-03-01`,
            programEndDate: `${YEAR}-05-31`,
            accountLocations: [],
            placeholder: false,
          },
          [{ brandId: brand.id, brandName: brand.name, atlTarget: 1000, btlTarget: 500, selected: true }],
          actor,
        );
        if (i % SUBMITTED_EVERY === 0) await changeStatus(aggregate, 'submit', 20, actor);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    return (upTo - from) / ((performance.now() - started) / 1000);
  };

  const rows = [];
  for (const programs of STEPS) {
    const perSecond = await writePrograms(programs);
    const query = { budgetYear: YEAR, pageSize: 50, pageIndex: 0 };
    const read = await metered(() =>
      Promise.all([actionRequired(query, auth), generalInfo({ budgetYear: YEAR }, auth), brandsSummary(YEAR, auth)]),
    );
    const [tasks, info] = read.result;
    const submitted = info.programsByStatus.find((s) => s.statusId === 20)?.count ?? 0;
    if (info.totalPrograms !== programs || submitted !== Math.ceil(programs / SUBMITTED_EVERY) || !tasks.items.length)
      throw new Error(
        `Home counted ${info.totalPrograms} programs, ${submitted} submitted, ${tasks.items.length} tasks`,
      );
    const timings: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const started = performance.now();
      await Promise.all(
        urls.map(async (url) => {
          const response = await fetch(url, { headers });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
        }),
      );
      if (i >= WARMUP) timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    rows.push({
      programs,
      submitted,
      tasksShown: tasks.items.length,
      rcu: round(read.units, 1),
      callsPerRead: read.calls,
      p50Ms: round(percentile(timings, 50), 1),
      p95Ms: round(percentile(timings, 95), 1),
      programsWrittenPerSecond: round(perSecond, 0),
    });
  }
  return { rows, rcuRatio: rows[1]!.rcu / rows[0]!.rcu, p95Ratio: rows[1]!.p95Ms / rows[0]!.p95Ms };
}
