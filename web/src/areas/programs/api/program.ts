import { mutate } from 'swr';
import { callRoute, type RouteCallInput, type RouteResult } from '../../../lib/api';
import { routeKey, useRoute } from '../../../lib/useRoute';

export type ProgramDetails = RouteResult<'programs.get'>;

/** The program aggregate (`programs/{id}`): fields, funding sources, tactics, budget, warnings. */
export const useProgram = (id: number | null | undefined) => useRoute('programs.get', id ? { params: { id } } : null);

// Delivery reads carry the program's version too: any change to the program makes them old.
const programDataKey = /^(programs|programtactics|promos|campaigns\.my|delivery\.)/;

/**
 * After a change: the answer becomes the program's cached aggregate, and everything else read about programs
 * (cart, budget, checks, audit, lists, calendars) is read again.
 */
export async function programChanged(details?: ProgramDetails) {
  if (details)
    await mutate(routeKey('programs.get', { params: { id: details.program.id } }), details, { revalidate: false });
  const own = details ? JSON.stringify(routeKey('programs.get', { params: { id: details.program.id } })) : '';
  await mutate(
    (key) =>
      Array.isArray(key) && typeof key[0] === 'string' && programDataKey.test(key[0]) && JSON.stringify(key) !== own,
  );
}

/** Whether an SWR key reads something of one program (its aggregate, cart, checks, audit, jobs, promo codes). */
const isKeyOfProgram = (id: number) => (key: unknown) => {
  if (!Array.isArray(key) || typeof key[0] !== 'string' || !programDataKey.test(key[0])) return false;
  const input = key[1] as { params?: { id?: unknown }; query?: { programId?: unknown } } | undefined;
  return input?.params?.id === id || input?.query?.programId === id;
};

/** A deleted program: what was read about it is dropped (reading it again answers 404), the lists are read again. */
export async function programDeleted(id: number) {
  await mutate(isKeyOfProgram(id), undefined, { revalidate: false });
  await mutate(
    (key) =>
      Array.isArray(key) &&
      typeof key[0] === 'string' &&
      /^(programs\.(statusList|overview)|campaigns\.my)/.test(key[0]),
  );
}

/** Creates a program, or a placeholder (`POST programs`). */
export async function createProgram(body: RouteCallInput<'programs.create'>['body']) {
  const details = await callRoute('programs.create', { body });
  await programChanged(details);
  return details;
}

/** Saves the program's fields at the version read (`POST programs/{id}`). */
export async function updateProgram(id: number, body: RouteCallInput<'programs.update'>['body']) {
  const details = await callRoute('programs.update', { params: { id }, body });
  await programChanged(details);
  return details;
}

/**
 * Copies a program with its funding and tactics, and the changes given, in one request; the copy's name starts
 * with 'Copy of - ' unless a name is given (`POST programs/copy`).
 */
export async function copyProgram(body: RouteCallInput<'programs.copy'>['body']) {
  const details = await callRoute('programs.copy', { body });
  await programChanged(details);
  return details;
}

/** Creates a program prefilled from a theme of type 2 (`POST programs/prefill/{themeId}`). */
/** An additional program beside this one (`programs/crete-new-additionl`): same retailer, year, stores and funding. */
export async function createAdditionalProgram(programId: number) {
  const details = await callRoute('programs.additional', { body: { programId, filters: [] } });
  await programChanged(details);
  return details;
}

export async function prefillProgram(themeId: number, body: RouteCallInput<'programs.prefill'>['body']) {
  const details = await callRoute('programs.prefill', { params: { id: themeId }, body });
  await programChanged(details);
  return details;
}
