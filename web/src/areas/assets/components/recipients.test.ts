import { describe, expect, it } from 'vitest';
import { sendAssetLinkSchema } from '../../../../../shared/contract/schemas/assets';
import { communicationMessages } from '../../../../../shared/communication/messages';
import { addRecipients, splitAddresses, suggestionsToOffer } from './recipients';

describe('asset e-mail recipients', () => {
  it('split a pasted list on commas, semicolons, spaces and new lines', () => {
    expect(splitAddresses(' ana@retail.example, ben@retail.example;\ncy@retail.example  <dee@retail.example>')).toEqual(
      ['ana@retail.example', 'ben@retail.example', 'cy@retail.example', 'dee@retail.example'],
    );
    expect(splitAddresses(' , ;')).toEqual([]);
  });

  it('add each address once, whatever its case', () => {
    expect(addRecipients(['ana@retail.example'], 'ANA@retail.example ben@retail.example ben@retail.example')).toEqual([
      'ana@retail.example',
      'ben@retail.example',
    ]);
  });

  it("are refused with the spec's text when one is not an e-mail or none is given", () => {
    const check = (to: string[]) => sendAssetLinkSchema.safeParse({ tacticId: 1, to, subject: 'Artwork' });
    expect(
      check(['ana@retail.example', 'not-an-email']).error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['to.1', communicationMessages.toInvalid]]);
    expect(check([]).error?.issues.map((i) => i.message)).toEqual([communicationMessages.toInvalid]);
  });

  it('suggest the users found, less the addresses already chosen, and nothing while nothing is typed', () => {
    const found = [
      { email: 'ana@retail.example', name: 'Ana' },
      { email: 'ben@retail.example', name: 'Ben' },
      { email: 'BEN@retail.example', name: 'Ben again' },
    ];
    expect(suggestionsToOffer(found, ['ANA@retail.example'], 'retail').map((u) => u.name)).toEqual(['Ben']);
    expect(suggestionsToOffer(found, [], '  ')).toEqual([]);
    expect(suggestionsToOffer(undefined, [], 'ana')).toEqual([]);
  });
});
