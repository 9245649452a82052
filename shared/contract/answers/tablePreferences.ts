import * as z from '../../zod';
import { tableId } from '../routes/tablePreferences';
import { lazySchema } from '../../lazySchema';

export const dynamicTableSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({ tableId, columns: z.nullable(z.array(z.string())) }),
);
