import { expect } from 'vitest';
import { addDays, calendarToday } from '../../shared/delivery/rules';
import { callApi } from './session';

/**
 * A communication request on a program through the API, as the new-request panel sends it: review and assets due in
 * a week, the first reason for review, one of the program's tactics and one contact found by e-mail. Its id.
 */
export async function openRequest(
  token: string,
  opts: { programId: number; tacticId: string; contactEmail: string; name: string },
): Promise<number> {
  const contacts = await callApi('GET', 'programs/communicationrequest/lookup/contacts', {
    token,
    query: { searchTerm: opts.contactEmail, pageSize: '5' },
  });
  const soon = addDays(calendarToday(new Date()), 7);
  const request = await callApi('POST', 'programs/add-communicationrequest', {
    token,
    body: {
      programId: opts.programId,
      requestName: opts.name,
      reviewByDate: soon,
      dueDate: soon,
      reasonForReviewIds: [1],
      relatedTacticIds: [opts.tacticId],
      contactIds: [contacts.json.data.items[0].id],
      message: 'Please review.',
    },
  });
  expect(request.status, request.text).toBe(200);
  return request.json.data.requestId as number;
}
