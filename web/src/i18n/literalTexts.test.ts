import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { srcDir } from './translationFolders';

/**
 * A text the web shows must reach the reader in their language: through `t(...)`, or through the message box,
 * field errors, form messages and confirmations, which pass a known English text (lib/i18n.ts,
 * `translatedCatalogues`) through `translateMessage`. This scan finds the ways around that: an English literal
 * handed to a toast or a confirmation, a catalogue's English text put straight into JSX, and a number written
 * with a fixed (or the browser's) locale instead of `formatNumber` (the current language's).
 */
const checks: { what: string; pattern: RegExp }[] = [
  {
    what: 'an English literal in the message box',
    pattern:
      /\.(?:danger|success|warning|importErrors)\(\s*['"`][A-Za-z]|\.(?:notify|titled)\(\s*'\w+',\s*['"`][A-Za-z]/,
  },
  { what: 'an English literal as a toast summary or detail', pattern: /\b(?:summary|detail):\s*['"`][A-Za-z]/ },
  {
    what: 'an English literal in a confirmation',
    pattern: /\b(?:confirm\w*)\(\{[^}]*?\b(?:message|header):\s*['"`][A-Za-z]/s,
  },
  {
    what: "a catalogue's English text straight into JSX (wrap it in translateMessage or t)",
    pattern:
      /(?:\b(?:text|label|header|title|placeholder|message|summary|detail)=|>\s*)\{\s*\w+(?:Messages|Notices)\.\w+\s*\}/,
  },
  {
    // A trail entry's action ('update', 'promo-submit') or a notice's type ('Action Required') as stored.
    what: 'a stored code shown as stored (word it: auditActionText, noticeTypeText)',
    pattern: /(?<![=.\w$])\{\s*\w+\.(?:action|type)\s*\}|(?<![.\w])\$\{\s*\w+\.(?:action|type)\s*\}/,
  },
  {
    what: 'a number in a fixed or the browser’s locale (use formatNumber)',
    pattern: /\.toLocaleString\(\s*(?:'[^']*')?\s*\)/,
  },
];

/**
 * Deliberate exceptions, each with its reason. `file: what` as the report words it.
 */
const allowed = new Map<string, string>([
  [
    "app/StartupError.tsx: a catalogue's English text straight into JSX (wrap it in translateMessage or t)",
    'the texts themselves could not be loaded: the spec’s English is all there is',
  ],
]);

async function sourceFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sourceFiles(path)));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

/** What a file does of the checks, as `file: what`. */
const findingsOf = (file: string, source: string) =>
  checks.filter(({ pattern }) => pattern.test(source)).map(({ what }) => `${file}: ${what}`);

describe('texts shown by the web', () => {
  it('never reach the reader as English literals, raw catalogue texts or en-US numbers', async () => {
    const findings: string[] = [];
    for (const file of await sourceFiles(srcDir))
      findings.push(...findingsOf(relative(srcDir, file), await readFile(file, 'utf8')));
    expect(findings.filter((finding) => !allowed.has(finding))).toEqual([]);
  });

  it('catch each way around translation', () => {
    expect(findingsOf('a.tsx', "box.danger('Request name is required')")).toHaveLength(1);
    expect(findingsOf('a.tsx', "box.notify('info', 'Saved', 2000)")).toHaveLength(1);
    expect(findingsOf('a.tsx', "toast.show({ severity: 'error', summary: 'Error' })")).toHaveLength(1);
    expect(findingsOf('a.tsx', "confirm({ message: 'Are you sure?' })")).toHaveLength(1);
    expect(findingsOf('a.tsx', '<q>{communicationMessages.linkExpiry}</q>')).toHaveLength(1);
    expect(findingsOf('a.tsx', '<Message text={profileNotices.versionNotFound} />')).toHaveLength(1);
    expect(findingsOf('a.tsx', "max: (2000).toLocaleString('en-US')")).toHaveLength(1);
    expect(findingsOf('a.tsx', '{count.toLocaleString()}')).toHaveLength(1);
    expect(findingsOf('a.tsx', '<strong>{item.type}</strong>')).toHaveLength(1);
    expect(findingsOf('a.tsx', '{n.type} · {formatDate(n.at)}')).toHaveLength(1);
    expect(findingsOf('a.ts', 'title: `${n.type}: ${plainText(n.body)}`')).toHaveLength(1);
    expect(
      findingsOf('a.tsx', '<Tag value={noticeTypeText(t, n.type)} /> {t(`campaigns.themeTypes.${theme.type}`)}'),
    ).toEqual([]);
    expect(findingsOf('a.tsx', '<Button type={props.type} onClick={() => run(entry.action)} />')).toEqual([]);
    expect(findingsOf('a.tsx', "box.danger(requestMessages.formInvalid); t('x', { max: formatNumber(2000) })")).toEqual(
      [],
    );
  });
});
