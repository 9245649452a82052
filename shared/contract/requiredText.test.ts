import { describe, expect, it } from 'vitest';
import * as z from '../zod';
import { routeList } from './routes';
import { checkDefsOf } from '../schemaLimits';
import { referenceKinds } from '../reference/kinds';
import { contactFieldsSchema } from '../retailerProfile/profile';
import { inputMessages } from '../messages';
import { addressErrors } from '../delivery/rules';
import { CLIENT_SKINS, saveClientSettingSchema } from './schemas/admin';
import { requiredText } from './schemas/text';
import { defOf, fieldsOf, type SchemaField } from '../../test/support/schemaFields';

/**
 * A required text with a shape (a pattern, an e-mail) left empty says it is required, not that its shape is
 * wrong; every phone field is held to the one phone check (docs/decisions.md, "Required texts with a shape").
 */
const inputSchemas: SchemaField[] = [
  ...routeList.flatMap((route) => (route.body ? fieldsOf(route.body, `${route.name} body`) : [])),
  ...Object.entries(referenceKinds).flatMap(([name, kind]) => fieldsOf(kind.fields, `reference ${name}`)),
  ...fieldsOf(contactFieldsSchema, 'retailer profile contact'),
];

/** A text the author declared required (it words its absence) and that has a shape. */
const requiredWithShape = inputSchemas.filter(
  ({ schema }) =>
    defOf(schema).type === 'string' &&
    defOf(schema).error !== undefined &&
    checkDefsOf(schema).some((c) => c.format !== undefined),
);
const firstMessage = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('a required text with a shape', () => {
  it('finds the kind in the contract (names, codes, e-mails)', () => {
    const paths = requiredWithShape.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'clientsettings.save body.name',
        'sitesetup.save body.configuration',
        'sitesetup.save body.operation',
        'users.create body.email',
        'reference contact.email',
      ]),
    );
  });

  it.each(requiredWithShape.map((f) => [f.path, f.schema] as const))('%s: empty says it is required', (_, schema) => {
    expect(firstMessage(schema, '')).toMatch(/required/i);
    expect(firstMessage(schema, '   ')).toMatch(/required/i);
    expect(firstMessage(schema, undefined)).toMatch(/required/i);
  });

  it('keeps the shape message for a typed value of the wrong shape', () => {
    const name = requiredText('Name is required', z.regex(/^[a-z]+$/, 'Name may hold letters only'));
    expect(firstMessage(name, '')).toBe('Name is required');
    expect(firstMessage(name, 'a b')).toBe('Name may hold letters only');
    expect(name.parse(' ab ')).toBe('ab');
    expect(firstMessage(saveClientSettingSchema, { name: 'bad name!', value: 'x' })).toBe(
      'Name may hold letters, digits, ., - and _ only',
    );
  });
});

describe('every phone field', () => {
  const phones = inputSchemas.filter(({ path, schema }) => /\.phone$/.test(path) && defOf(schema).type === 'string');

  it('is found wherever a phone is typed', () => {
    const paths = phones.map((f) => f.path);
    for (const expected of [
      'users.updateLogged body.phone',
      'reference contact.phone',
      'reference manufacturer.phone',
      'retailer profile contact.phone',
    ])
      expect(paths).toContain(expected);
    expect(paths).toContain('delivery.createLocation body.phone');
  });

  it.each(phones.map((f) => [f.path, f.schema] as const))('%s: one check, one message', (_, schema) => {
    expect(firstMessage(schema, 'abc!!')).toBe(inputMessages.phoneInvalid);
    expect(firstMessage(schema, '1'.repeat(31))).toBe(inputMessages.phoneInvalid);
    expect(schema.safeParse('+1 (512) 555-0142').success).toBe(true);
    expect(schema.safeParse('').success).toBe(true);
  });

  it('holds an imported shipping location to it', () => {
    const address = { city: 'Austin', address1: '1 Main', zip: '78701', state: 'TX', country: 'US' };
    expect(addressErrors({ ...address, phone: 'abc!!' }).phone).toEqual([inputMessages.phoneInvalid]);
    expect(addressErrors({ ...address, phone: '555-0100' }).phone).toBeUndefined();
  });
});

describe('a client setting with a closed set of values', () => {
  it('refuses a ClientSkin naming no skin, naming the skins', () => {
    const result = saveClientSettingSchema.safeParse({ name: 'ClientSkin', value: 'not-a-skin' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['value'], message: inputMessages.notOneOf('ClientSkin', CLIENT_SKINS) }),
    ]);
    expect(result.error?.issues[0]?.message).toBe(
      'ClientSkin must be one of: default, ocean, forest, sunset, berry, ruby, graphite, midnight',
    );
    for (const skin of CLIENT_SKINS)
      expect(saveClientSettingSchema.safeParse({ name: 'ClientSkin', value: skin }).success).toBe(true);
    expect(saveClientSettingSchema.safeParse({ name: 'LoginMessage', value: 'anything' }).success).toBe(true);
  });
});
