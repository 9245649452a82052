import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE } from '../../../../../shared/constants';
import { programStatus } from '../../../../../shared/programs/status';
import { initEveryLanguage } from '../../../i18n/translationFolders';
import { timelineColumnText } from './timelineColumns';

describe("a program's columns on the home timeline", () => {
  afterAll(() => i18next.changeLanguage(DEFAULT_LOCALE));

  it("word its status from the program's status id, whatever its class or its English name", async () => {
    await initEveryLanguage();
    const status = { displayName: 'Status', value: 'Rejected' };
    // The event's class no longer names its status: the status id it carries does.
    const event = { statusId: programStatus.rejected, customClass: 'timeline-program' };
    expect(timelineColumnText(i18next.t, status, event)).toBe('Status: Rejected');
    await i18next.changeLanguage('fr');
    expect(timelineColumnText(i18next.t, status, event)).toBe('Statut: Rejeté');
    expect(timelineColumnText(i18next.t, { displayName: 'Retailer', value: 'Fresh Market' }, event)).toBe(
      'Distributeur: Fresh Market',
    );
    // A status this web does not know yet shows as the server named it.
    expect(timelineColumnText(i18next.t, { displayName: 'Status', value: 'Paused' }, { statusId: 99 })).toBe(
      'Statut: Paused',
    );
  });
});
