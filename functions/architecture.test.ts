import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's layers (docs/decisions.md, "Layers"), as a test beside the ESLint rule: a family
// (functions/<family>/) imports the kit (functions/lib/) and the domain (functions/domain/), never another family;
// the domain imports no family; and no source file grows past 400 lines.
const functionsDir = dirname(fileURLToPath(import.meta.url));
const MAX_LINES = 400;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** Each relative import of a file that stays under functions/, as a path from there (e.g. `domain/programs/guard`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers
    .map((s) =>
      relative(functionsDir, resolve(dirname(file), s))
        .split('\\')
        .join('/'),
    )
    .filter((p) => !p.startsWith('..'));
}

const layerOf = (path: string) => path.split('/')[0]!;
const kitOrDomain = (layer: string) => layer === 'lib' || layer === 'domain';

describe('server layering', () => {
  const files = sourceFiles(functionsDir).map((file) => ({
    path: relative(functionsDir, file).split('\\').join('/'),
    file,
    imports: importsOf(file),
  }));

  it('finds the families and the domain', () => {
    expect(files.some((f) => f.path === 'programs/handler.ts')).toBe(true);
    expect(files.some((f) => f.path.startsWith('domain/programs/'))).toBe(true);
  });

  it('keeps every family independent of the other families', () => {
    const offending = files
      .filter((f) => !kitOrDomain(layerOf(f.path)))
      .flatMap((f) =>
        f.imports
          .filter((t) => !kitOrDomain(layerOf(t)) && layerOf(t) !== layerOf(f.path))
          .map((t) => `${f.path} -> ${t}`),
      );
    expect(offending).toEqual([]);
  });

  it('keeps the domain and the kit free of families', () => {
    const offending = files
      .filter((f) => kitOrDomain(layerOf(f.path)))
      .flatMap((f) => f.imports.filter((t) => !kitOrDomain(layerOf(t))).map((t) => `${f.path} -> ${t}`));
    expect(offending).toEqual([]);
  });

  it(`keeps every function source file at most ${MAX_LINES} lines`, () => {
    const long = files
      .map((f) => ({ path: f.path, lines: readFileSync(f.file, 'utf8').split('\n').length }))
      .filter((f) => f.lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
