import { useEffect, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import { callRoute, type ApiError, type RouteResult } from '../../../lib/api';

export type AddressBookPage = RouteResult<'delivery.addressBook'>;
export type ShippingLocation = AddressBookPage['items'][number];

/** Rows read per request; the address book pages by cursor in DynamoDB and can hold an import's tens of thousands. */
const ADDRESS_BOOK_PAGE_SIZE = 50;
/** A search filters each page's reads, so a page can come back with few matches: read on until this many show. */
const SEARCH_FILL = 10;
/** ... but never more than this many pages for one search or "load more" without the user asking again. */
const SEARCH_MAX_PAGES_PER_STEP = 10;

/**
 * A retailer's address book, alphabetical, page after page by the server's cursor (`GET programs/addressbook`),
 * searched on the server.
 */
export function useAddressBook(retailerId: number | null, searchTerm: string) {
  const term = searchTerm.trim();
  const pages = useSWRInfinite<AddressBookPage, ApiError>(
    (index, previous: AddressBookPage | null) => {
      if (!retailerId || (index > 0 && !previous?.nextCursor)) return null;
      return ['delivery.addressBook', retailerId, term, index, index > 0 ? previous!.nextCursor : null] as const;
    },
    ([, id, search, index, cursor]: readonly [string, number, string, number, string | null]) =>
      callRoute('delivery.addressBook', {
        query: {
          retailerId: id,
          pageSize: ADDRESS_BOOK_PAGE_SIZE,
          pageIndex: index,
          ...(search ? { searchTerm: search } : {}),
          ...(cursor ? { cursor } : {}),
        },
      }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const { data, size, setSize, isValidating } = pages;
  const items = data?.flatMap((p) => p.items) ?? [];
  const hasMore = !!data?.[data.length - 1]?.nextCursor;
  const loading = isValidating || (data?.length ?? 0) < size;

  // A search's pages can be sparse: read on by itself, a few pages per step, until enough matches show.
  const [step, setStep] = useState({ key: '', from: 0 });
  const stepKey = `${retailerId}|${term}`;
  const from = step.key === stepKey ? step.from : 0;
  const matchesThisStep = data?.slice(from).reduce((n, p) => n + p.items.length, 0) ?? 0;
  useEffect(() => {
    if (term && hasMore && !loading && size - from < SEARCH_MAX_PAGES_PER_STEP && matchesThisStep < SEARCH_FILL)
      void setSize(size + 1);
  }, [term, hasMore, loading, size, from, matchesThisStep, setSize]);

  const loadMore = () => {
    setStep({ key: stepKey, from: size });
    void setSize(size + 1);
  };
  return { ...pages, items, hasMore, loading, loadMore };
}
