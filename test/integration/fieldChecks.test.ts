import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, idTokenOf } from '../support/session';

/**
 * The server's field checks (docs/decisions.md, "Required texts with a shape"): an empty required name is
 * required, a client setting with a closed set of values refuses any other, and every phone field refuses what
 * is not a phone with one message.
 */
const PHONE_MESSAGE = 'Phone may hold digits, spaces and + ( ) - . only';
let admin: string;
beforeAll(async () => {
  admin = await idTokenOf('admin@demo.local');
});

describe('required texts with a shape', () => {
  it('says an empty client setting name and site configuration entry are required', async () => {
    const setting = await callApi('POST', 'customizationrequest/clientsettings', {
      token: admin,
      body: { name: '', value: 'x' },
    });
    expect(setting.status).toBe(400);
    expect(setting.json.error).toMatchObject({ name: ['Name is required'] });
    const flag = await callApi('PUT', 'sitesetup', { token: admin, body: { configuration: '', operation: ' ' } });
    expect(flag.status).toBe(400);
    expect(flag.json.error).toMatchObject({
      configuration: ['Configuration is required'],
      operation: ['Operation is required'],
    });
  });
});

describe('client settings with a closed set of values', () => {
  it('refuses a ClientSkin naming no skin, naming the skins, and keeps the skin', async () => {
    const current = (await callApi('GET', 'customizationrequest/clientsettings/ClientSkin', { token: admin })).json
      .data;
    const answer = await callApi('POST', 'customizationrequest/clientsettings', {
      token: admin,
      body: { name: 'ClientSkin', value: 'not-a-skin', version: current.version },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual({
      value: ['ClientSkin must be one of: default, ocean, forest, sunset, berry, ruby, graphite, midnight'],
    });
    const after = (await callApi('GET', 'customizationrequest/clientsettings/ClientSkin', { token: admin })).json.data;
    expect(after).toMatchObject({ value: current.value, version: current.version });
  });
});

describe('every phone field', () => {
  it('refuses a phone that is not one on My account and on a shipping location, with one message', async () => {
    const token = await idTokenOf('retailer@demo.local');
    const me = (await callApi('GET', 'users/editloggeduser', { token })).json.data;
    const mine = await callApi('PUT', 'loggedusers', {
      token,
      body: { version: me.version, firstName: me.firstName, lastName: me.lastName, phone: 'abc!!' },
    });
    expect(mine.status).toBe(400);
    expect(mine.json.error).toEqual({ phone: [PHONE_MESSAGE] });

    const location = await callApi('POST', 'shippinglocation/0', {
      token,
      body: {
        retailerId: 1,
        address1: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
        country: 'US',
        phone: 'abc!!',
      },
    });
    expect(location.status).toBe(400);
    expect(location.json.error).toMatchObject({ phone: [PHONE_MESSAGE] });
  });
});
