import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../shared/constants';
import { uploadExtensions, uploadMessages } from '../../shared/uploads';
import { ownFreshMarketProgram } from '../support/catalog';
import { callApi, idTokenOf } from '../support/session';

/**
 * An upload slot refused for its file's type, name, emptiness or size says which file (several may be asked at
 * once), in the words of `uploadMessages`. The contract tests cover the type and an empty file on every upload
 * route; here the refusals the use cases make (a CSV import's name, 413 above 50 MB) and a file among several.
 */
describe('a refused upload names its file', () => {
  let admin: string;
  let planner: string;
  let freshMarket: number;

  beforeAll(async () => {
    [admin, planner] = await Promise.all([idTokenOf('admin@demo.local'), idTokenOf('planner@demo.local')]);
    freshMarket = (await callApi('GET', 'retailers', { token: admin })).json.data.items.find(
      (r: { retailerName: string }) => r.retailerName === 'Fresh Market Co.',
    ).id as number;
  });

  it("a shipping-location import of a file that is not a .csv, by the file's name", async () => {
    const { programId } = await ownFreshMarketProgram(planner, `Upload refusal ${Date.now().toString(36)}`);
    const answer = await callApi('POST', `programs/${programId}/import-shipping-location`, {
      token: planner,
      body: { fileName: 'stores.txt', contentType: 'text/plain', size: 10 },
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json.error.fileName, 'the refusal names the file').toEqual([uploadMessages.notCsv('stores.txt')]);
  });

  it('a document above 50 MB, with 413', async () => {
    const answer = await callApi('POST', 'documents', {
      token: admin,
      body: { fileName: 'brochure.pdf', contentType: 'application/pdf', size: MAX_UPLOAD_BYTES + 1 },
    });
    expect(answer.status, answer.text).toBe(413);
    expect(answer.json.error.general, 'the refusal names the file').toEqual([uploadMessages.tooLarge('brochure.pdf')]);
  });

  it("the one file of a profile version's several whose type is refused, at its place", async () => {
    const answer = await callApi('POST', 'retailers/profile/version', {
      token: admin,
      body: {
        retailerId: freshMarket,
        comment: 'Two files',
        files: [
          { fileName: 'profile.pdf', contentType: 'application/pdf', size: 10 },
          { fileName: 'setup.exe', contentType: 'application/x-msdownload', size: 10 },
        ],
      },
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json.error, 'the refusal names the file').toEqual({
      'files.1.contentType': [uploadMessages.type('setup.exe', uploadExtensions('document').join(', '))],
    });
  });
});
