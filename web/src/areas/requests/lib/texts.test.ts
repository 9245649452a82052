import { describe, expect, it } from 'vitest';
import { requestMessages } from '../../../../../shared/communication/requests';
import us from '../i18n/us.json';

describe('the texts of communication requests', () => {
  it("are the spec's words in the us file, word for word (typos included)", () => {
    expect(us.requests.spec).toEqual(requestMessages);
  });
});
