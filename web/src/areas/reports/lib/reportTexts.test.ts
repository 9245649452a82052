import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../../shared/constants';
import { filterLabels, reportCatalogue, reportIds } from '../../../../../shared/reports/catalogue';
import { columnHeaders, quarterReport, turnaroundReport } from '../../../../../shared/reports/shape';
import cn from '../i18n/cn.json';
import de from '../i18n/de.json';
import es from '../i18n/es.json';
import fr from '../i18n/fr.json';
import jp from '../i18n/jp.json';
import kr from '../i18n/kr.json';
import pt from '../i18n/pt.json';
import ru from '../i18n/ru.json';
import us from '../i18n/us.json';
import zh from '../i18n/zh.json';
import { reportSheet } from './reportExport';
import { reportTexts } from './reportTexts';

const files = { us, fr, es, de, jp, cn, zh, pt, ru, kr };
type Texts = typeof us.reports;
const textsOf = (language: string) => files[language as keyof typeof files].reports as Texts;

/** Every text Reporting and the Dashboard show by key: reports (and cards), filters, columns and series, rows. */
function keyedTexts(texts: Texts): Record<string, unknown> {
  return {
    ...Object.fromEntries(
      reportIds.flatMap((id) => [
        [`catalogue.${id}.name`, texts.catalogue[id]?.name],
        [`catalogue.${id}.description`, texts.catalogue[id]?.description],
      ]),
    ),
    ...Object.fromEntries(Object.keys(filterLabels).map((k) => [`filters.${k}`, texts.filters[k as never]])),
    ...Object.fromEntries(Object.keys(columnHeaders).map((k) => [`columns.${k}`, texts.columns[k as never]])),
    total: texts.total,
    quarter: texts.quarter,
    noStartDate: texts.noStartDate,
  };
}

describe('the texts of Reporting and the Dashboard', () => {
  it('keep the English of shared/reports as the us texts, word for word', () => {
    const texts = us.reports;
    for (const id of reportIds) {
      expect(texts.catalogue[id]).toEqual({
        name: reportCatalogue[id].name,
        description: reportCatalogue[id].description,
      });
    }
    expect(texts.filters).toEqual(filterLabels);
    expect(texts.columns).toEqual(columnHeaders);
  });

  it('give every report, card, filter, column and series key a text of its own in every language', () => {
    const english = keyedTexts(us.reports);
    for (const language of LANGUAGES) {
      const keyed = keyedTexts(textsOf(language));
      for (const [key, text] of Object.entries(keyed)) {
        expect(typeof text, `${language}: reports.${key}`).toBe('string');
        expect((text as string).trim(), `${language}: reports.${key}`).not.toBe('');
      }
      if (language === 'us') continue;
      // Translated, not English copies: only a few short words (Total, Status, Brand) may read the same.
      const same = Object.keys(english).filter((key) => keyed[key] === english[key] && key.startsWith('catalogue'));
      expect(same, language).toEqual([]);
    }
  });

  it("show a report's columns, series, row labels and month names in the user's language", async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'fr', resources: { fr: { translation: fr } }, interpolation: { escapeValue: false } });
    const texts = reportTexts(t.t, 'fr');
    const quarters = quarterReport({ budgetYear: 2026 }, [{ quarter: 1, plannedAtlCents: 100 }]);
    expect(quarters.rows.map((r) => texts.label(r, String(r.quarter)))).toEqual(['T1', 'T2', 'T3', 'T4']);
    expect(texts.chart(quarters)).toMatchObject({
      labels: ['T1', 'T2', 'T3', 'T4'],
      series: [{ label: 'Objectifs' }, { label: 'Objectifs approuvés' }],
    });
    const months = turnaroundReport({ budgetYear: 2026 }, [
      { month: 1, created: 4, resolved: 0, averageDays: null },
      { month: 12, created: 1, resolved: 1, averageDays: 2.5 },
    ]);
    expect(months.rows.map((r) => texts.label(r, String(r.month)))).toEqual(['janv.', 'déc.']);
    expect(months.columns.map((c) => texts.column(c.key))).toEqual([
      'Mois',
      'Créées',
      'Résolues',
      'Délai moyen de résolution (jours)',
    ]);
    expect(texts.number(1234.5)).toBe('1\u202f234,5');
    expect(texts.percent(12.5)).toBe('12,5\u00a0%');
    expect(texts.filter('budgetYear')).toBe('Année budgétaire');
    expect(texts.name('program-spend-by-brand')).toBe('Dépenses des programmes par marque');
  });
});

describe("a report's export", () => {
  it("is written in the screen's language: headers, named rows and the totals row", async () => {
    const t = i18next.createInstance();
    await t.init({ lng: 'fr', resources: { fr: { translation: fr } }, interpolation: { escapeValue: false } });
    const texts = reportTexts(t.t, 'fr');
    const data = quarterReport({ budgetYear: 2026 }, [{ quarter: 1, plannedAtlCents: 12_345 }]);
    const sheet = reportSheet(data, texts, 'Total', new Date('2026-11-26T12:47:05Z'));
    expect(sheet.fileName).toBe('ProgramSpendByQuarter_20261126-124705.xlsx');
    expect(sheet.sheet).toBe('Dépenses des programmes par tri');
    expect(sheet.columns.map((c) => c.header)).toEqual([
      'Trimestre',
      'Objectifs ATL',
      'Objectifs BTL',
      'Objectifs',
      'Objectifs approuvés',
    ]);
    const cells = sheet.lines.map((line) => sheet.columns.map((c) => c.cell(line, 0)));
    expect(cells.map((row) => (row[0] as { value: string }).value)).toEqual(['T1', 'T2', 'T3', 'T4', 'Total']);
    expect(cells[0]![1]).toMatchObject({ value: 123.45, type: Number });
  });
});
