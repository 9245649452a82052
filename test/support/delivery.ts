import { expect } from 'vitest';
import { addDays, calendarToday } from '../../shared/delivery/rules';
import { callApi } from './session';

/**
 * Makes a program's delivery complete, as submit needs it (spec 02, section 5): a new location of the program's
 * retailer selected for it, a delivery date (the day after tomorrow) and each shipped tactic's whole order
 * quantity distributed to that location. Answers the program's version afterwards.
 */
export async function completeDelivery(
  token: string,
  programId: number,
  deliveryNotes = 'Receiving dock',
): Promise<number> {
  const n = Math.floor(Math.random() * 1_000_000);
  const location = await callApi('POST', `shippinglocation/${programId}`, {
    token,
    body: {
      attention: 'Receiving',
      companyName: 'Test store',
      address1: `${n} Submit Ave`,
      city: 'Chicago',
      state: 'IL',
      zip: '60601',
      country: 'US',
    },
  });
  expect(location.status, JSON.stringify(location.json)).toBe(200);
  const info = (await callApi('GET', `programs/${programId}/deliveryinformation`, { token })).json.data;
  const saved = await callApi('PUT', `programs/${programId}/deliveryinformation`, {
    token,
    body: {
      version: info.version,
      deliveryDate: addDays(calendarToday(new Date(), 'UTC'), 2),
      deliveryNotes,
      timeZone: 'UTC',
    },
  });
  expect(saved.status, JSON.stringify(saved.json)).toBe(200);
  const distribution = (await callApi('GET', `programs/shippinglocation/${programId}`, { token })).json.data;
  if (distribution.tactics.length) {
    const answer = await callApi('PUT', `programs/saveshippinglocation/${programId}`, {
      token,
      body: {
        version: distribution.version,
        tactics: distribution.tactics.map((t: { tacticId: string; orderQuantity: number }) => ({
          tacticId: t.tacticId,
          quantities: { [location.json.data.id]: t.orderQuantity },
        })),
      },
    });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  }
  return (await callApi('GET', `programs/${programId}`, { token })).json.data.program.version;
}
