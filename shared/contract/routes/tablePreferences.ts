import * as z from '../../zod';
import { knownClaims } from '../../claims';
import { DYNAMIC_TABLE_IDS } from '../../programs/statusColumns';
import { answers, defineRoute } from '../route';
import { programStatusColumnsSchema } from '../schemas/tablePreferences';
import * as contractMessages from '../contractMessages';
import type { dynamicTableSchema } from '../answers/tablePreferences';
import { lazySchema } from '../../lazySchema';

const view = knownClaims.viewPrograms;
export const tableId = /* @__PURE__ */ lazySchema(() =>
  z.enum(DYNAMIC_TABLE_IDS, { error: contractMessages.unknownTable }),
);

/**
 * The user's choice of a list's columns, kept per user on the server (spec 02, 'Status and production': `POST
 * save-dynamic-table`): the Program Status list's shown columns, in order. The spec shows no read path: ours.
 */
export const tablePreferenceRoutes = {
  'programs.saveDynamicTable': defineRoute({
    method: 'POST',
    path: 'programs/save-dynamic-table',
    family: 'programs',
    access: view,
    body: lazySchema(() => z.object({ tableId, columns: programStatusColumnsSchema })),
    response: answers<typeof dynamicTableSchema>(),
    summary: "Saves the signed-in user's columns of a list (shown ones, in order): the Program Status list's.",
  }),
  'programs.dynamicTable': defineRoute({
    method: 'GET',
    path: 'programs/dynamic-table',
    family: 'programs',
    access: view,
    query: lazySchema(() => z.object({ tableId })),
    response: answers<typeof dynamicTableSchema>(),
    summary: "The signed-in user's saved columns of a list (null: never saved, the list's own columns show).",
  }),
};
