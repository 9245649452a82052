import * as z from '../../zod';
import { isProgramStatusColumn, PROGRAM_STATUS_COLUMNS, tableColumnMessages } from '../../programs/statusColumns';
import { lazySchema } from '../../lazySchema';

/** The Program Status list's shown columns, in order (the saved choice, and what an export writes). */
export const programStatusColumnsSchema = /* @__PURE__ */ lazySchema(() =>
  z
    .array(z.string().check(z.maxLength(40), z.refine(isProgramStatusColumn, tableColumnMessages.unknown)), {
      error: tableColumnMessages.chooseOne,
    })
    .check(
      z.minLength(1, tableColumnMessages.chooseOne),
      z.maxLength(PROGRAM_STATUS_COLUMNS.length, tableColumnMessages.twice),
      z.refine((list) => new Set(list).size === list.length, tableColumnMessages.twice),
    ),
);
