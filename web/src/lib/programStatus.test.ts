import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../shared/constants';
import { promoStatusNames } from '../../../shared/programs/promoCodes';
import { initEveryLanguage } from '../i18n/translationFolders';
import { promoStatusText } from './programStatus';

describe("a promo code's status", () => {
  it('reads as one code in every language, the shared names in English', async () => {
    await initEveryLanguage();
    for (const [status, name] of Object.entries(promoStatusNames))
      expect(promoStatusText(i18next.t, status)).toBe(name);
    // One code's tag, not the promo page's plural bucket heading ('Nouvelles').
    await i18next.changeLanguage('fr');
    expect(promoStatusText(i18next.t, 'new')).toBe('Nouvelle');
    const missing = LANGUAGES.flatMap((language) =>
      Object.keys(promoStatusNames)
        .filter((status) => !i18next.getResource(language, 'translation', `programs.promos.statuses.${status}`))
        .map((status) => `${language} ${status}`),
    );
    expect(missing).toEqual([]);
    await i18next.changeLanguage(DEFAULT_LOCALE);
  });
});
