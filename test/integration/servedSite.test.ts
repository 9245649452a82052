import { expect, it } from 'vitest';
import { stack } from '../support/session';

/**
 * The site the browser tests use is the production build users get: React's development build (what a build under
 * the test runner's NODE_ENV made) is slower and checks other things, so a test of it proves nothing of the site.
 */
it('serves the production build of the web app: no code of React’s development build', async () => {
  const index = await (await fetch(`${stack().webUrl}/`)).text();
  const scripts = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const code = await (await fetch(`${stack().webUrl}${script}`)).text();
    expect(code, script).not.toContain('jsxDEV');
  }
});
