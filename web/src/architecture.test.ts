import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The restricted-paths rule of bulletproof-react, as a test: areas stand alone, shared code depends on no area.
const srcDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each relative import of a file, as a path under web/src (e.g. `areas/home/index`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.map((s) =>
    relative(srcDir, resolve(dirname(file), s))
      .split('\\')
      .join('/'),
  );
}

const layerOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('areas/') ? 2 : 1)
    .join('/');

describe('web client layering', () => {
  const files = sourceFiles(srcDir).map((file) => ({
    path: relative(srcDir, file).split('\\').join('/'),
    imports: importsOf(file),
  }));

  it('keeps every area independent of the other areas and of the app shell', () => {
    const offending = files
      .filter((f) => f.path.startsWith('areas/'))
      .flatMap((f) =>
        f.imports
          .filter(
            (target) =>
              (target.startsWith('areas/') && layerOf(target) !== layerOf(f.path)) || target.startsWith('app/'),
          )
          .map((target) => `${f.path} -> ${target}`),
      );
    expect(offending).toEqual([]);
  });

  it('keeps shared code (lib, components) free of areas and of the app shell', () => {
    const offending = files
      .filter((f) => f.path.startsWith('lib/') || f.path.startsWith('components/'))
      .flatMap((f) =>
        f.imports.filter((t) => t.startsWith('areas/') || t.startsWith('app/')).map((t) => `${f.path} -> ${t}`),
      );
    expect(offending).toEqual([]);
  });
});
