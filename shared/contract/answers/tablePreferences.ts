import * as z from '../../zod';
import { tableId } from '../routes/tablePreferences';

export const dynamicTableSchema = z.object({ tableId, columns: z.nullable(z.array(z.string())) });
