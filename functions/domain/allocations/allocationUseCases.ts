import * as recordMessages from '../../../shared/recordMessages';
import {
  allocationMessages,
  breakoutError,
  changeDrivers,
  changeReasons,
  evenBreakout,
  netChange,
  quarterlyGrid,
  type QuarterPercents,
} from '../../../shared/allocation/rules';
import { formatCents } from '../../../shared/expenses/rules';
import { Conflict, Forbidden, InvalidInput, NotFound } from '../../lib/errors';
import type { RouteContext } from '../../lib/familyHandler';
import { canSeeRetailer, retailerScopeOf, type AuthContext } from '../../lib/identity';
import { readLedgerRow } from '../ledger/ledgerRepository';
import { getReferenceRecord, listReferenceRecords } from '../reference/referenceRepository';
import {
  brandRetailerAllocationId,
  readAllocation,
  writeAllocationChange,
  writeRetainer,
  type RetailerAllocation,
} from './allocationRepository';

/** Brand allocation use cases (the brands family): read by retailer and quarter, change with a reason, retainer. */

export function budgetYears() {
  const current = new Date().getUTCFullYear();
  return { current, years: [current - 1, current, current + 1] };
}

export const changeReasonList = () => changeReasons.map((r) => ({ ...r, showChangeReason: true }));
export const changeDriverList = () =>
  changeDrivers.map((changeDriverName) => ({ changeDriverName, showChangeDriver: true }));

async function brandNamed(brandId: number) {
  const brand = await getReferenceRecord('brand', brandId);
  if (!brand) throw new NotFound(recordMessages.brand);
  return brand.name;
}

/** A brand's allocation of a year: every retailer that carries the brand or holds an allocation of it. */
export async function allocationOf(brandId: number, budgetYear: number, auth: AuthContext) {
  const [brandName, allocation, retailers, scope] = await Promise.all([
    brandNamed(brandId),
    readAllocation(brandId, budgetYear),
    listReferenceRecords('retailer'),
    retailerScopeOf(auth),
  ]);
  const names = new Map(retailers.map((r) => [r.id, r.retailerName]));
  const saved = new Map(allocation.retailers.map((r) => [r.retailerId, r]));
  const ids = [
    ...new Set([...retailers.filter((r) => r.brandIds.includes(brandId)).map((r) => r.id), ...saved.keys()]),
  ].filter((id) => canSeeRetailer(scope, id));
  const rows = await Promise.all(
    ids.map(async (retailerId) => {
      const row = saved.get(retailerId) ?? { retailerId, atlCents: 0, btlCents: 0, breakout: evenBreakout };
      const committed = await readLedgerRow(budgetYear, retailerId, brandId);
      return {
        brandRetailerAllocationId: brandRetailerAllocationId(brandId, budgetYear, retailerId),
        retailerId,
        retailerName: names.get(retailerId) ?? `Retailer ${retailerId}`,
        atlCents: row.atlCents,
        btlCents: row.btlCents,
        breakout: row.breakout,
        quarters: quarterlyGrid({ atl: row.atlCents, btl: row.btlCents }, row.breakout),
        committedAtlCents: committed.committedAtlCents,
        committedBtlCents: committed.committedBtlCents,
      };
    }),
  );
  const reasons = new Map(changeReasons.map((r) => [r.changeReasonId, r.changeReasonDesc]));
  return {
    brandId,
    brandName,
    budgetYear,
    version: allocation.version,
    totalAtlCents: allocation.totalAtlCents,
    totalBtlCents: allocation.totalBtlCents,
    retainerCents: allocation.retainerCents,
    retailers: rows.sort((a, b) => a.retailerName.localeCompare(b.retailerName)),
    revisions: allocation.revisions
      .filter((rev) => rev.changes.some((c) => canSeeRetailer(scope, c.retailerId)))
      .reverse()
      .map((rev) => ({
        ...rev,
        changeReasonDesc: reasons.get(rev.changeReasonId) ?? '',
        changes: rev.changes.map((c) => ({
          ...c,
          retailerName: names.get(c.retailerId) ?? `Retailer ${c.retailerId}`,
        })),
      })),
  };
}

/** Net change of proposed totals against the saved ones, and the quarters of the proposed breakout. */
export async function changeIndicators(query: RouteContext<'brands.changeIndicators'>['query']) {
  await brandNamed(query.brandId);
  const saved = await readAllocation(query.brandId, query.budgetYear);
  const before = { atl: saved.totalAtlCents, btl: saved.totalBtlCents };
  // Closing (cancel=1) or after a save (submit=1) the indicators are those of the saved allocation: no change.
  const after =
    query.cancel || query.submit ? before : { atl: query.totalAtl ?? before.atl, btl: query.totalBtl ?? before.btl };
  const percents: QuarterPercents = {
    q1: query.q1 ?? evenBreakout.q1,
    q2: query.q2 ?? evenBreakout.q2,
    q3: query.q3 ?? evenBreakout.q3,
    q4: query.q4 ?? evenBreakout.q4,
  };
  const change = netChange(before, after);
  return {
    ...change,
    q1Percent: percents.q1,
    q2Percent: percents.q2,
    q3Percent: percents.q3,
    q4Percent: percents.q4,
    quarters: quarterlyGrid(after, percents),
    percentEntryEnabled: query.quarterlyBreakoutIsShown,
    quarterlyBreakoutIsShown: query.quarterlyBreakoutIsShown,
    // An increase can be spent on a new program at once (ours: docs/decisions.md).
    createProgramRadioIsShown: change.totalNetChange > 0 && !query.cancel && !query.submit,
  };
}

/**
 * One allocation change: the retailers' new ATL/BTL with a reason, written with its revision in one transaction at
 * the version read. Refused when it would leave a retailer's allocation below what approved programs commit.
 */
export async function saveAllocation(
  brandId: number,
  body: RouteContext<'brands.saveAllocation'>['body'],
  auth: AuthContext,
) {
  await brandNamed(brandId);
  const errors: Record<string, string[]> = {};
  if (!body.changeDriver?.trim()) errors.changeDriver = [allocationMessages.changeDriverRequired];
  if (!changeReasons.some((r) => r.changeReasonId === body.changeReasonId))
    errors.changeReasonId = [allocationMessages.changeReasonRequired];
  const ids = body.brandAllocation.map((r) => r.retailerId);
  if (new Set(ids).size !== ids.length) errors.brandAllocation = [allocationMessages.retailerOnce];
  const breakout = body.brandAllocation.map((r) => r.breakout && breakoutError(r.breakout)).find(Boolean);
  if (breakout) errors.breakout = [breakout];
  if (Object.keys(errors).length) throw new InvalidInput({ ...errors, general: [allocationMessages.validationFailed] });

  const scope = await retailerScopeOf(auth);
  if (ids.some((id) => !canSeeRetailer(scope, id))) throw new Forbidden();
  const retailers = new Map((await listReferenceRecords('retailer')).map((r) => [r.id, r.retailerName]));
  const unknown = ids.filter((id) => !retailers.has(id));
  if (unknown.length) throw new InvalidInput({ brandAllocation: unknown.map(recordMessages.unknownRetailer) });

  const current = await readAllocation(brandId, body.budgetYear);
  // The change is to the version its author read: a save that started from an older one was made over amounts it
  // never saw (the write's own condition only compares with the version read here).
  if (current.version !== body.version) throw new Conflict();
  const saved = new Map(current.retailers.map((r) => [r.retailerId, r]));
  const after: RetailerAllocation[] = body.brandAllocation.map((r) => ({
    retailerId: r.retailerId,
    atlCents: r.totalAtl,
    btlCents: r.totalBtl,
    breakout: r.breakout ?? saved.get(r.retailerId)?.breakout ?? evenBreakout,
  }));
  const refusals = (
    await Promise.all(
      after.map(async (row) => {
        const was = saved.get(row.retailerId);
        // Only a decrease can fall below the commitments; raising or keeping an amount is always allowed.
        if ((was?.atlCents ?? 0) <= row.atlCents && (was?.btlCents ?? 0) <= row.btlCents) return [];
        const committed = await readLedgerRow(body.budgetYear, row.retailerId, brandId);
        const name = retailers.get(row.retailerId)!;
        return [
          ...(row.atlCents < committed.committedAtlCents
            ? [allocationMessages.belowCommitted(`ATL allocation at ${name}`, formatCents(committed.committedAtlCents))]
            : []),
          ...(row.btlCents < committed.committedBtlCents
            ? [allocationMessages.belowCommitted(`BTL allocation at ${name}`, formatCents(committed.committedBtlCents))]
            : []),
        ];
      }),
    )
  ).flat();
  if (refusals.length) throw new InvalidInput({ brandAllocation: refusals, general: refusals });
  await writeAllocationChange(brandId, body.budgetYear, current, after, {
    by: auth.email,
    changeDriver: body.changeDriver?.trim() || null,
    changeReasonId: body.changeReasonId,
    comment: body.comment,
  });
  return allocationOf(brandId, body.budgetYear, auth);
}

export async function retainerOf(brandId: number, budgetYear: number) {
  await brandNamed(brandId);
  const { retainerCents, version } = await readAllocation(brandId, budgetYear);
  return { brandId, budgetYear, retainerCents, version };
}

export async function saveRetainer(body: RouteContext<'brands.saveRetainer'>['body']) {
  await brandNamed(body.brandId);
  await writeRetainer(body.brandId, body.budgetYear, body.version, body.retainer);
  return retainerOf(body.brandId, body.budgetYear);
}
