import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LANGUAGES } from '../../../shared/constants';
import { updateProgramSchema } from '../../../shared/contract/schemas/programs';
import { auditedProgramFields } from '../../../shared/programs/auditFields';
import { initEveryLanguage } from '../i18n/translationFolders';
import { auditActionText, auditNotesText, auditStatusText } from './auditNotes';

describe("a program's audit notes of a field change", () => {
  it("name each field by its label in the reader's language, never by its code name", async () => {
    await initEveryLanguage();
    await i18next.changeLanguage('fr');
    expect(auditNotesText(i18next.t, 'delivery', 'deliveryDate: 2026-05-01; deliveryNotes: (cleared)')).toBe(
      'Date de livraison: 2026-05-01; Notes de livraison: (effacé)',
    );
    expect(auditNotesText(i18next.t, 'tactic-update', '12-3 orderQuantity: 40; description: (cleared)')).toBe(
      '12-3 Quantité commandée: 40; Description: (effacé)',
    );
    // Other notes (a rejection's reasons) show as written, whatever they say.
    expect(auditNotesText(i18next.t, 'reject', 'name: too long')).toBe('name: too long');
    await i18next.changeLanguage(DEFAULT_LOCALE);
    expect(auditNotesText(i18next.t, 'update', 'name: Spring Promo; programStartDate: 2026-04-01')).toBe(
      'Program name: Spring Promo; Start date: 2026-04-01',
    );
  });

  it('have a label in every language for every field a change may name', async () => {
    await initEveryLanguage();
    const updatable = Object.keys(updateProgramSchema.shape).filter((field) => field !== 'version');
    expect(auditedProgramFields).toEqual(expect.arrayContaining(updatable));
    const problems: string[] = [];
    for (const language of LANGUAGES)
      for (const field of [...auditedProgramFields, 'cleared'])
        if (!i18next.getResource(language, 'translation', `programs.auditFields.${field}`))
          problems.push(`${language} lacks programs.auditFields.${field}`);
    expect(problems).toEqual([]);
  });
});

describe("a program's audit notes the server writes with words of its own", () => {
  // As the server writes them (functions/domain/programs and production), names and numbers around its words.
  const written: [string, string][] = [
    ['funding', 'Fizz Cola: ATL 1500, BTL 20; Oaty: ATL 0, BTL 0 (not selected)'],
    ['jobs', '(none)'],
    ['location-select-all', '12 locations'],
    ['distribution', '1 locations; 7-1 Floor Display: 5 distributed; 7-2 Shelf Talker: 0 distributed'],
    ['order-status', '7-1 Floor Display: Sent to production -> On hold'],
    ['customizations', 'Language: Spanish; Retailer imprint: Retailer logo and address; Finish: Matte'],
  ];

  it("say those words in the reader's language, names and numbers as written", async () => {
    await initEveryLanguage();
    await i18next.changeLanguage('fr');
    expect(written.map(([action, notes]) => auditNotesText(i18next.t, action, notes))).toEqual([
      'Fizz Cola: ATL 1500, BTL 20; Oaty: ATL 0, BTL 0 (non sélectionné)',
      '(aucun)',
      '12 emplacements',
      '1 emplacement; 7-1 Floor Display: 5 distribués; 7-2 Shelf Talker: 0 distribué',
      '7-1 Floor Display: Envoyé en production -> En attente',
      'Langue: Spanish; Marquage du distributeur: Retailer logo and address; Finition: Matte',
    ]);
    await i18next.changeLanguage(DEFAULT_LOCALE);
  });

  it('leave none of them in English in any language', async () => {
    await initEveryLanguage();
    const english = ['(not selected)', '(none)', ' locations', ' distributed', 'Sent to production', 'On hold'];
    const englishNames = ['Language:', 'Retailer imprint:', 'Finish:'];
    const problems: string[] = [];
    for (const language of LANGUAGES.filter((l) => l !== DEFAULT_LOCALE)) {
      await i18next.changeLanguage(language);
      for (const [action, notes] of written) {
        const shown = auditNotesText(i18next.t, action, notes);
        for (const word of [...english, ...englishNames])
          if (shown.includes(word)) problems.push(`${language} ${action}: ${shown}`);
      }
    }
    await i18next.changeLanguage(DEFAULT_LOCALE);
    expect(problems).toEqual([]);
  });
});

describe("a trail entry's action and statuses", () => {
  it("read in the reader's language for a program, a communication request and a PO line", async () => {
    await initEveryLanguage();
    await i18next.changeLanguage('fr');
    expect(auditActionText(i18next.t, 'program', 'update')).toBe('Programme modifié');
    expect(auditStatusText(i18next.t, 'program', '40')).toBe('Rejeté');
    expect(auditActionText(i18next.t, 'request', 'add-version')).toBe('Nouvelle version téléversée');
    expect(auditStatusText(i18next.t, 'request', 'approved')).toBe('Approuvée');
    expect(auditActionText(i18next.t, 'expense', 'Confirm')).toBe('Virement confirmé');
    expect(auditStatusText(i18next.t, 'expense', 'submitted')).toBe('Soumis');
    // An action this version of the app does not know shows as stored rather than as a key.
    expect(auditActionText(i18next.t, 'request', 'archive-thread')).toBe('archive-thread');
    await i18next.changeLanguage(DEFAULT_LOCALE);
  });
});
