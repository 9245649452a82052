import { beforeAll, describe, expect, it } from 'vitest';
import { searchText as requestSearchText } from './communicationRequests/requestKeys';
import { expenseItem, type Expense } from './expenses/expenseRepository';
import { payableWrites, type PayableLine } from './expenses/wireRepository';
import { locationItems, toShippingLocation } from './locations/locationRepository';
import { searchName } from './programs/keys';

/*
 * Every search text a list stores on its items (compared with the term by a `contains` filter) is written folded as
 * the term is folded (shared/search.ts), so 'cafe creme' finds 'Café Crème' in each of them.
 */
beforeAll(() => {
  process.env.TABLE_NAME ??= 'unit-test-table';
});

const name = 'Café Crème';
const location = toShippingLocation(1, {
  attention: null,
  companyName: name,
  address1: '1 Rue Sainte-Catherine',
  address2: null,
  city: 'Montréal',
  state: 'QC',
  zip: 'H3B 1A1',
  country: 'CA',
  phone: null,
});
const expense = {
  id: 'e-1',
  kind: 'po',
  code: 'PO-1',
  couponType: null,
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-03-15',
  vendor: `${name} Imprimerie`,
  description: 'Affiches',
  retailerId: 1,
  programId: null,
  tacticId: null,
  amountCents: 100,
  status: 'pending',
  importId: null,
  createdBy: 'someone',
  createdAt: '2026-03-15T00:00:00.000Z',
} as Expense;
const payable: PayableLine = {
  poId: 'e-1',
  poNumber: 'PO-1',
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-03-15',
  vendor: 'Acme',
  description: 'Wire',
  retailerId: 1,
  retailerName: 'Fresh Market Co.',
  programId: 7,
  programName: `${name} Pop-up`,
  tacticId: '7-1',
  tacticName: 'Floor Display',
  amountCents: 100,
  approvedBy: 'a',
  approvedByName: 'A',
  approvedAt: '2026-03-16T00:00:00.000Z',
};

const stored: [string, () => unknown][] = [
  ["a program's searchName", () => searchName(name)],
  ["an address-book location's searchText", () => locationItems(location, null).book.searchText],
  ["a program location's searchText", () => locationItems(location, 7).selection!.searchText],
  ["an expense line's searchText", () => expenseItem(expense).searchText],
  ["a payable line's searchText", () => (payableWrites(payable)[0].Put!.Item as { searchText: string }).searchText],
  ["a communication request's searchText", () => requestSearchText({ id: 3, requestName: name, programName: 'X' })],
];

describe('the search texts stored on items', () => {
  it.each(stored)(
    "fold accents and case: %s holds 'cafe creme', as a search of any spelling asks it",
    (_what, text) => {
      expect(text()).toContain('cafe creme');
      expect(text()).not.toMatch(/[À-ÿ]/);
    },
  );
});
