import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The restricted-paths rule of bulletproof-react, as a test: areas stand alone, shared code depends on no area.
const srcDir = dirname(fileURLToPath(import.meta.url));

function filesUnder(dir: string, wanted: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, wanted);
    return wanted(entry.name) ? [path] : [];
  });
}

const sourceFiles = (dir: string) => filesUnder(dir, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));

/** A file's path under web/src (e.g. `areas/home/index.ts`), with forward slashes. */
const underSrc = (file: string) => relative(srcDir, file).split('\\').join('/');

/** A file's relative imports that `pattern` finds (its group: the specifier), as paths under web/src. */
function relativeImports(file: string, pattern: RegExp): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(pattern)].map((m) => underSrc(resolve(dirname(file), m[1]!)));
}

/** Each relative import of a file, static or dynamic (e.g. `areas/home/index`). */
const importsOf = (file: string) => relativeImports(file, /(?:from\s+|import\s*\(\s*)['"](\.[^'"]+)['"]/g);

const layerOf = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('areas/') ? 2 : 1)
    .join('/');

describe('web client layering', () => {
  const files = sourceFiles(srcDir).map((file) => ({
    path: underSrc(file),
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

// An area's stylesheet loads with the area, a shared component's with the component: a class named anywhere else
// is styled only once the user happens to have opened that area, so the same page looks different by the way in.
describe('web client styles', () => {
  const sources = sourceFiles(srcDir).map(underSrc);

  /** The modules and stylesheets a file loads at once (`import … from`, `import '….css'`; not `import()`). */
  const staticImports = new Map(
    sources.map(
      (path) => [path, relativeImports(join(srcDir, path), /(?:from|import)\s+['"](\.[^'"]+)['"]/g)] as const,
    ),
  );
  const asModule = (path: string) =>
    [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`, `${path}/index.tsx`].find((p) => staticImports.has(p));
  function loadedWith(path: string, seen = new Set<string>()): Set<string> {
    if (seen.has(path)) return seen;
    seen.add(path);
    for (const target of staticImports.get(path) ?? []) {
      if (target.endsWith('.css')) seen.add(target);
      const module = asModule(target);
      if (module) loadedWith(module, seen);
    }
    return seen;
  }
  const withTheApp = loadedWith('main.tsx');

  /** Which stylesheets style a class: those with a selector that starts with it (`.field`, `.field label`). */
  const stylesheetsOf = new Map<string, string[]>();
  /** Which stylesheets define a class unscoped: its one class leads the selector (`.row-actions`, `.field label`). */
  const stylesheetsDefining = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, name: string, sheet: string) =>
    map.set(name, [...new Set([...(map.get(name) ?? []), sheet])]);
  for (const sheet of filesUnder(srcDir, (name) => name.endsWith('.css')).map(underSrc)) {
    const text = readFileSync(join(srcDir, sheet), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const selectors = text
      .split('{')
      .slice(0, -1)
      .map((chunk) => chunk.split(/[};]/).pop()!.trim())
      .filter((selector) => !selector.startsWith('@'));
    for (const part of selectors.flatMap((selector) => selector.split(','))) {
      const subject = /^[^\s>+~]*?\.([A-Za-z_][\w-]*)/.exec(part.trim())?.[1];
      if (!subject || /^(p|pi)-/.test(subject)) continue;
      add(stylesheetsOf, subject, sheet);
      if ([...part.matchAll(/\.([A-Za-z_][\w-]*)/g)].pop()?.[1] === subject) add(stylesheetsDefining, subject, sheet);
    }
  }

  /** The part of the client that loads as one: an area, a shared component's folder, the app shell. */
  const partOf = (path: string) =>
    path.startsWith('app/') ? 'app' : path.split('/').length > 2 ? path.split('/').slice(0, 2).join('/') : path;

  it('names only classes whose stylesheet loads with the app, with its own part, or with what it imports', () => {
    const unstyled = sources.flatMap((path) => {
      const text = readFileSync(join(srcDir, path), 'utf8');
      const named = new Set(
        [...text.matchAll(/[cC]lassName\s*[:=]\s*(\{[^}]*\}|"[^"]*"|'[^']*')/g)].flatMap((m) =>
          [...m[1]!.matchAll(/["'`]([^"'`]*)["'`]/g)].flatMap((q) => q[1]!.split(/\s+|\$\{[^}]*\}/)),
        ),
      );
      const loaded = loadedWith(path);
      return [...named].flatMap((name) => {
        const sheets = stylesheetsOf.get(name);
        if (!sheets) return [];
        const styled = sheets.some(
          (sheet) => withTheApp.has(sheet) || loaded.has(sheet) || partOf(sheet) === partOf(path),
        );
        return styled ? [] : [`${path}: .${name} (${sheets.join(', ')})`];
      });
    });
    expect(unstyled).toEqual([]);
  });

  // Stylesheets are global: a class two parts style differently looks as whichever part loaded last (My Campaigns'
  // action icons stacked four high once the program pages' wrapping `.row-actions` had loaded).
  // The app shell's stylesheets load first and always: a part may refine what they set.
  it('styles each class in one part only, beside the app shell', () => {
    const clashing = [...stylesheetsDefining].filter(
      ([, sheets]) => new Set(sheets.map(partOf).filter((part) => part !== 'app')).size > 1,
    );
    expect(clashing.map(([name, sheets]) => `.${name}: ${sheets.join(', ')}`)).toEqual([]);
  });
});

describe('tables in the reader’s language', () => {
  // PrimeReact memoises a DataTable's body cells on the row's data: a language change re-renders the headers but
  // not the cells, which kept the old language (a program's history read 'Delivery date changed' under French
  // headers). Keyed by the language, the table is drawn again when it changes.
  it('keys every DataTable by the current language', () => {
    const unkeyed = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<DataTable\b[^>]*?>/gs)]
        .filter((m) => !m[0].includes('key={currentLanguage()}'))
        .map(() => underSrc(file)),
    );
    expect(unkeyed).toEqual([]);
  });
});

describe('icons that say something', () => {
  // An `<i>` is no image to assistive technology: its aria-label is prohibited and not read (axe-core's
  // aria-prohibited-attr, found on Revise Budget's increase and decrease arrows). With role="img" it is.
  it('gives every labelled icon the image role', () => {
    const unread = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<i\b[^>]*?\/?>/gs)]
        .filter((m) => m[0].includes('aria-label') && !m[0].includes('role="img"'))
        .map(() => underSrc(file)),
    );
    expect(unread).toEqual([]);
  });
});

describe('links drawn as buttons', () => {
  // A link of its own with PrimeReact's button classes missed the colours a Button takes (the stylesheet's link
  // colour outranks Lara's layered theme): Customize's 'Next' drew its text in the fill's own blue.
  it('draws every link as a button through LinkButton', () => {
    const ownLinks = sourceFiles(srcDir)
      .filter((file) => !file.endsWith('LinkButton.tsx'))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/<(?:Link|a)\b[^>]*?>/gs)]
          .filter((m) => /\bp-button\b/.test(m[0]))
          .map(() => underSrc(file)),
      );
    expect(ownLinks).toEqual([]);
  });
});
