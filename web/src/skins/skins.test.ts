import { readFileSync } from 'node:fs';
import Color from 'color';
import { describe, expect, it } from 'vitest';

/**
 * Every skin and the colour-blind palette keep text at WCAG AA (4.5:1). The accessibility walk
 * (test/browser/accessibility.test.ts) sees the default skin only; a client chooses another skin, a user the
 * colour-blind palette (the layout switcher), so their colours are checked here, pair by pair, from skins.css.
 */
const css = readFileSync(new URL('./skins.css', import.meta.url), 'utf8');
const WHITE = '#ffffff';
const AA = 4.5;

/** The custom properties a rule block sets, by the block's selector as written. */
function variablesOf(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`skins.css has no block ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/g)].map(([, name, value]) => [name, value]),
  );
}

const skinNames = [...css.matchAll(/^\[data-skin='(\w+)'\] \{/gm)].map(([, name]) => name);
const defaults = variablesOf(":root,\n[data-skin='default']");

/** Which text sits on which background in the shell's chrome and PrimeReact's primary widgets. */
const skinPairs: [text: string, background: string][] = [
  ['shell-header-text', 'shell-header-bg'],
  ['shell-nav-text', 'shell-nav-bg'],
  ['shell-nav-text', 'shell-nav-hover-bg'],
  ['shell-nav-active-text', 'shell-nav-active-bg'],
  ['shell-ribbon-text', 'shell-ribbon-bg'],
  ['shell-footer-text', 'shell-footer-bg'],
  ['primary-color-text', 'primary-color'],
  ['primary-color-text', 'primary-hover'],
  ['highlight-text-color', 'highlight-bg'],
];

const contrast = (text: string, background: string) => Color(text).contrast(Color(background));

/** Each pair below AA, as 'text on background: ratio', so a failure names what to change. */
function belowAA(pairs: [string, string, string][]): string[] {
  return pairs
    .filter(([, text, background]) => contrast(text, background) < AA)
    .map(([name, text, background]) => `${name}: ${text} on ${background} ${contrast(text, background).toFixed(2)}`);
}

describe('skins keep text at AA contrast', () => {
  it('lists the seven client skins besides the default', () => {
    expect(skinNames).toHaveLength(8);
  });

  it.each(skinNames)('%s', (skin) => {
    const colours = { ...defaults, ...variablesOf(`[data-skin='${skin}']`) };
    const pairs = skinPairs.map(([text, background]): [string, string, string] => [
      `${text} on ${background}`,
      colours[text],
      colours[background],
    ]);
    // Links, text buttons and outlined buttons write in the primary colour on the page's white.
    pairs.push(['primary-color on the page', colours['primary-color'], WHITE]);
    expect(belowAA(pairs)).toEqual([]);
  });
});

describe("the status palettes' text reads at AA on white", () => {
  const textVariables = (colours: Record<string, string>) =>
    Object.entries(colours)
      .filter(([name]) => name.endsWith('-text') || name.startsWith('text-'))
      .map(([name, value]): [string, string, string] => [name, value, WHITE]);

  it('the default palette', () => {
    const palette = textVariables(variablesOf(':root'));
    expect(palette.length).toBeGreaterThanOrEqual(8);
    expect(belowAA(palette)).toEqual([]);
  });

  it('the colour-blind palette, and white on its danger fill', () => {
    const palette = textVariables(variablesOf('[data-colorblind]'));
    expect(palette.length).toBeGreaterThanOrEqual(8);
    const danger = variablesOf('[data-colorblind] .p-button.p-button-danger');
    palette.push(
      ['white on the danger button', WHITE, danger.severity],
      ['… hovered', WHITE, danger['severity-hover']],
    );
    expect(belowAA(palette)).toEqual([]);
  });
});
