import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { PROGRAM_STATUS_COLUMNS, PROGRAM_STATUS_FIXED_COLUMN } from '../../../shared/programs/statusColumns';
import { dynamo } from '../../lib/clients/dynamo';
import { env } from '../../lib/env';
import { sliceInMemory } from '../../lib/paging';
import { decodeMark, markedPage, queryAtMost } from '../../lib/queryPages';
import { counterKey, strip } from './keys';
import type { ProgramRoot } from './programTypes';
import { listRows, type ProgramListRow } from './programView';

/**
 * A program list (a user's own programs, a retailer's year, a budget year) holding at most this many programs is
 * read whole to sort by any column (docs/decisions.md, 'Program lists sort by any column'): at most one to a few
 * Queries of 1 MB. A larger list keeps its index's order, the creation date, read a page at a time.
 */
const SORTABLE_PROGRAMS = 1000;

/**
 * The columns of the program lists (the program number and the status table's columns), each sorted as the user
 * reads it (status: the workflow's order).
 */
const programSortFields = [
  PROGRAM_STATUS_FIXED_COLUMN,
  ...PROGRAM_STATUS_COLUMNS,
] as const satisfies readonly (keyof ProgramListRow)[];

/** Ties newest first: a program's number is given in the order programs are made. */
const listSpec = {
  searchFields: ['name'],
  sortFields: programSortFields,
  defaultSort: 'createdAt',
  rowId: 'id',
  tiesDescending: true,
} as const;

type List = readonly [index: string, partition: string];
interface ListQuery {
  pageSize: number;
  pageIndex: number;
  cursor?: string;
  searchTerm?: string;
  sortBy: string;
  sortDirection?: 'asc' | 'desc';
}

/** How many programs a list holds: its counter. */
async function listSize(list: List): Promise<number> {
  const counter = await dynamo.send(new GetCommand({ TableName: env.tableName, Key: counterKey(list[1]) }));
  return Math.max(0, (counter.Item?.count as number) ?? 0);
}

/** The columns a list can be sorted by now: all while it is small enough to read whole, else its index's order. */
export const sortFieldsOf = async (list: List): Promise<readonly string[]> =>
  (await listSize(list)) <= SORTABLE_PROGRAMS ? programSortFields : ['createdAt'];

/** Every program of a list, newest first, or null when it holds more than SORTABLE_PROGRAMS. */
async function wholeList([index, partition]: List): Promise<ProgramRoot[] | null> {
  if ((await listSize([index, partition])) > SORTABLE_PROGRAMS) return null;
  const items = await queryAtMost(
    {
      TableName: env.tableName,
      IndexName: index,
      KeyConditionExpression: `${index}PK = :list`,
      ExpressionAttributeValues: { ':list': partition },
      ScanIndexForward: false,
    },
    SORTABLE_PROGRAMS,
  );
  // Null: the counter lagged behind the list, which is too large after all.
  return items && items.map((i) => strip(i) as unknown as ProgramRoot);
}

/**
 * A page of a program list sorted by any of its columns: the list read whole (it holds at most SORTABLE_PROGRAMS),
 * filtered, searched (the name, accents and case aside, as the index's search), sorted (ties newest first) and
 * cut after the row the cursor marks. Null when the list holds more: the caller pages it in its index's order.
 */
async function sortedProgramPage(list: List, query: ListQuery, filter: { statusId?: number; archived?: boolean } = {}) {
  const after = decodeMark(query.cursor);
  const programs = await wholeList(list);
  if (!programs) return null;
  const rows = await listRows(
    programs.filter(
      (p) =>
        (filter.statusId === undefined || p.statusId === filter.statusId) &&
        (filter.archived === undefined || (p.archived === true) === filter.archived),
    ),
  );
  const page = sliceInMemory(rows, { ...query, sortDirection: query.sortDirection ?? 'asc' }, after, listSpec);
  return markedPage(page, query, programSortFields);
}

/**
 * A list page sorted as asked when the column is not the index's own (the creation date): null when it is, or when
 * the list is too large to sort otherwise, and the caller reads a page of its index. A column the lists do not
 * have is 400.
 */
export async function sortedBy(
  list: List,
  query: Omit<ListQuery, 'sortBy'> & { sortBy?: string },
  filter: { statusId?: number; archived?: boolean } = {},
) {
  const sortBy = query.sortBy ?? 'createdAt';
  // A column the lists do not have: 400 with the in-memory lists' own words, before anything is read.
  sliceInMemory<ProgramListRow>([], { pageSize: 1, sortBy }, null, listSpec);
  return sortBy === 'createdAt' ? null : sortedProgramPage(list, { ...query, sortBy }, filter);
}
