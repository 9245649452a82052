import { describe, expect, it } from 'vitest';
import { requestMessages, requestNotices } from '../../../../../shared/communication/requests';
import us from '../i18n/us.json';
import { translatedNotices } from './texts';

describe('the texts of communication requests', () => {
  it("are the spec's words in the us file, word for word (typos included)", () => {
    expect(us.requests.spec).toEqual(requestMessages);
  });

  it('word our own rules of the create form and the contacts in the us file as the server does', () => {
    for (const name of translatedNotices) expect(us.requests.notices[name]).toBe(requestNotices[name]);
  });
});
