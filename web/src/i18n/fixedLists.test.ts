import { describe, expect, it } from 'vitest';
import { reasonsForReview } from '../../../shared/communication/requests';
import { changeDrivers, changeReasons } from '../../../shared/allocation/rules';
import { resourceGroups } from '../../../shared/claims';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../shared/constants';
import { customizationDefinitions } from '../../../shared/programs/customizations';
import { storeFormats } from '../../../shared/retailerProfile/profile';
import { languageBundle } from '../../vite.config';
import { listItemKey } from '../lib/i18n';
import { leaves, srcDir, type Tree } from './translationFolders';

/**
 * The fixed lists shared code offers as choices (a retailer's store formats, a request's reasons for review, a
 * customization's options) reach the reader in their language: the profile's Store formats, a communication
 * request's Reason For Review and the customize step's and Production Processing's options showed 'Supermarket',
 * 'Brand Compliance', 'Spanish', 'Matte' on a French or German page. The claim groups of Roles and Claims too: the
 * Brands and Retailers groups showed in English on a Spanish or Japanese page. And Reason For Editing's change drivers and
 * reasons (and a brand allocation's revisions): 'Brand Strategy', 'Incremental funding' on a Spanish page.
 */
const listTexts = (): { key: string; english: string }[] => [
  ...storeFormats.map((f) => ({ key: `retailerProfile.formatNames.${listItemKey(f)}`, english: f })),
  ...reasonsForReview.map((r) => ({ key: `requests.reasonsForReview.${r.id}`, english: r.name })),
  ...changeDrivers.map((d) => ({ key: `brands.changeDrivers.${listItemKey(d)}`, english: d })),
  ...changeReasons.map((r) => ({
    key: `brands.changeReasons.${listItemKey(r.changeReasonDesc)}`,
    english: r.changeReasonDesc,
  })),
  ...[...new Set([...Object.values(resourceGroups), 'Other'])].map((g) => ({
    key: `admin.claimGroups.${g}`,
    english: g,
  })),
  ...customizationDefinitions.flatMap((d) =>
    d.displayOptions.map((o) => ({ key: `programs.customizations.options.${d.id}.${listItemKey(o)}`, english: o })),
  ),
];

describe('fixed lists of choices', () => {
  it('have their entries in us word for word and translated in every other language', async () => {
    const problems: string[] = [];
    for (const language of LANGUAGES) {
      const texts = leaves((await languageBundle(language, srcDir)) as Tree);
      for (const { key, english } of listTexts()) {
        const text = texts.get(key);
        if (language === DEFAULT_LOCALE ? text !== english : !text) problems.push(`${language} ${key}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keep one key per entry (no two entries of a list alike once reduced to their letters and digits)', () => {
    const keys = listTexts().map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
