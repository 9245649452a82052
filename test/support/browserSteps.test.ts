import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['test/browser', 'test/support'];

/**
 * Where the browser tests go to an address with `goto` (other than the sign-in pages) and no `// goto: <why>` comment
 * on the line before says why no page of the app can be left on screen: a move between pages must be `openPage`,
 * which waits for the next page, or a step may act on the page being left.
 */
function unguardedMoves(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => {
        const lines = readFileSync(join(folder, name), 'utf8').split('\n');
        return lines.flatMap((line, at) =>
          /\.goto\(/.test(line) && !/#\/auth\//.test(line) && !/\/\/ goto: /.test(lines[at - 1])
            ? [`${folder}/${name}:${at + 1}: ${line.trim()}`]
            : [],
        );
      }),
  );
}

/**
 * Where a browser test switches the language by hand (clicking the header's selector) rather than through
 * `chooseLanguage`, which also waits until the page says it is in that language.
 */
function languageChosenByHand(): string[] {
  return readdirSync('test/browser')
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) =>
      readFileSync(join('test/browser', name), 'utf8')
        .split('\n')
        .flatMap((line, at) =>
          /language-selector['"]\)\.click\(/.test(line) ? [`test/browser/${name}:${at + 1}: ${line.trim()}`] : [],
        ),
    );
}

describe('browser steps', () => {
  it('move between pages of the app only with openPage, which waits for the next page', () => {
    expect(unguardedMoves()).toEqual([]);
  });

  it('switch the language only with chooseLanguage, which waits until the page is in it', () => {
    expect(languageChosenByHand()).toEqual([]);
  });
});
