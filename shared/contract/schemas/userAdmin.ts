import * as z from 'zod';
import { tableQuery } from '../wrapper';

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().optional(),
  roles: z.array(z.string()),
  retailerIds: z.array(z.number()),
  active: z.boolean(),
  lastLoggedOn: z.string().nullable().optional(),
  version: z.number().int(),
});
export type User = z.infer<typeof userSchema>;

const name = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(200, 'Name must be at most 200 characters');
const roles = z
  .array(z.string().regex(/^[A-Za-z0-9_-]{2,64}$/))
  .min(1, 'Choose at least one role')
  .max(20);
const retailerIds = z.array(z.number().int().positive()).max(1000).default([]);

export const createUserSchema = z.object({
  email: z.string({ error: 'E-mail is required' }).trim().toLowerCase().email('Enter a valid e-mail address').max(254),
  name,
  roles,
  retailerIds,
  active: z.boolean().default(true),
});
export const updateUserSchema = z.object({
  id: z.string().min(1).max(100),
  version: z.number({ error: 'Version is required' }).int().min(1),
  name,
  roles,
  retailerIds,
  active: z.boolean(),
});
export const updateLoggedUserSchema = z.object({
  version: z.number({ error: 'Version is required' }).int().min(1),
  name,
  phone: z.string().trim().max(40, 'Phone must be at most 40 characters').optional(),
});
export const userIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,100}$/, 'Unknown user') });
export const userListQuery = tableQuery.extend({
  role: z.string().max(64).optional(),
  active: z.enum(['true', 'false']).optional(),
});
export const retailerLookupRowSchema = z.object({ retailerId: z.number(), retailerName: z.string() });
