import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { esbuildOptions } from '../../infra/bundling/lambdaBundle';
import { repoPath } from '../../infra/repoPath';
import * as source from '../../functions/lib/html';

/** What keeps the Lambda bundles lean (infra/bundling/lambdaBundle.ts, docs/decisions.md 'Lean bundles'). */
const sourceFiles = (dir: string): string[] =>
  readdirSync(repoPath(dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

describe('lean Lambda bundles', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'lambda-bundle-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('imports zod as a namespace in server code', () => {
    // `import { z } from 'zod'` makes esbuild keep zod's whole namespace object: every locale (258 KB) and the
    // JSON Schema code. `import * as z` lets it keep only what is used; messages stay English (zod's default).
    const named = [...sourceFiles('shared'), ...sourceFiles('functions')].filter((file) =>
      /^import\s*\{[^}]*\bz\b[^}]*\}\s*from\s*'zod'/m.test(
        readFileSync(file, 'utf8').replace(/^import type .*$/gm, ''),
      ),
    );
    expect(named).toEqual([]);
  });

  it('no Lambda imports the whole route contract', () => {
    const whole = sourceFiles('functions').filter((file) =>
      /^import (?!type )[^;]*from '[./]*shared\/contract\/routes'/m.test(readFileSync(file, 'utf8')),
    );
    expect(whole).toEqual([]);
  });

  it('sanitizes rich text in the bundle as the source does (postcss and htmlparser2 aliases)', async () => {
    const outfile = join(outDir, 'html.mjs');
    await build(esbuildOptions(repoPath('functions', 'lib', 'html.ts'), outfile));
    const bundled = (await import(pathToFileURL(outfile).href)) as typeof source;
    const samples = [
      '<p onclick="x()" style="color:red">Hi <b>team</b><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://example.com" style="x">files</a></p><iframe src="https://evil"></iframe>',
      '<h1>Title &amp; more &eacute;&#233;&nbsp;</h1><ul><li>one</li><li><span style="font-weight:bold">two</span></li></ul><img src=x onerror=alert(1)>',
      '<blockquote>quote<br>next</blockquote><a href="mailto:a@b.c" title="mail">mail</a><style>p{}</style>',
    ];
    for (const html of samples) {
      expect(bundled.sanitizeRichText(html)).toBe(source.sanitizeRichText(html));
      expect(bundled.htmlToText(html)).toBe(source.htmlToText(html));
    }
  });
});
