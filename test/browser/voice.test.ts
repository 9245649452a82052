import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumForFile, collectPageErrors, eventually, phasesStopAtFirstFailure, signIn } from '../support/browser';
import { newSignedInUser } from '../support/session';

const browser = chromiumForFile();

interface VoiceStandIn {
  starts: { lang: string; maxAlternatives: number; continuous: boolean; at: number }[];
  say(...alternatives: string[]): void;
  fail(error: string): void;
  end(): void;
  /** Whether the app still listens for the end of recognition (to start it again). */
  restarts(): boolean;
}
declare global {
  interface Window {
    __voice: VoiceStandIn;
  }
}

/**
 * Chromium headless has no microphone: a stand-in for the browser's recognition, defined before the app loads,
 * that the test drives (`window.__voice.say('program status')`), recording each start.
 */
function installRecognitionStandIn() {
  class StandInRecognition {
    lang = '';
    continuous = false;
    interimResults = false;
    maxAlternatives = 1;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    start() {
      // The app starts the instance it listens with: the one the test then speaks to.
      current = this as StandInRecognition;
      window.__voice.starts.push({
        lang: this.lang,
        maxAlternatives: this.maxAlternatives,
        continuous: this.continuous,
        at: Date.now(),
      });
    }
    stop() {
      this.onend?.();
    }
    abort() {
      this.onend?.();
    }
  }
  let current: StandInRecognition | null = null;
  window.__voice = {
    starts: [],
    say(...alternatives) {
      const result = Object.assign(
        alternatives.map((transcript) => ({ transcript, confidence: 0.9 })),
        { isFinal: true },
      );
      current?.onresult?.({ resultIndex: 0, results: [result] });
    },
    fail(error) {
      current?.onerror?.({ error });
      current?.onend?.();
    },
    end() {
      current?.onend?.();
    },
    restarts() {
      return Boolean(current?.onend);
    },
  };
  // Recent Chromium also has the unprefixed name, which the app prefers: both are the stand-in.
  Object.assign(window, { webkitSpeechRecognition: StandInRecognition, SpeechRecognition: StandInRecognition });
}

describe('voice commands through a recognition stand-in, and the sound switch', () => {
  phasesStopAtFirstFailure();
  let user: { email: string; token: string };
  let page: Page;
  let errors: string[];
  const toast = (text: string) => page.locator('.p-toast-message').filter({ hasText: text }).first();

  beforeAll(async () => {
    user = await newSignedInUser(['planner'], 'voice-planner');
  });

  it('shows the voice button when the browser has speech recognition', async () => {
    page = await signIn(browser(), user.email, '/home');
    errors = collectPageErrors(page);
    await page.addInitScript(installRecognitionStandIn);
    await page.reload();
    await page.getByRole('button', { name: 'Turn voice commands on' }).waitFor();
  });

  it('turns voice control on and opens the help, listening in en-US for five alternatives, continuously', async () => {
    await page.getByRole('button', { name: 'Turn voice commands on' }).click();
    const help = page.getByRole('dialog', { name: 'Voice commands' });
    await help.getByText('disconnects the microphone every 60 to 120 seconds', { exact: false }).waitFor();
    await help.getByRole('list', { name: 'Pages you can name' }).getByText('Program Status').waitFor();
    const starts = await page.evaluate(() => window.__voice.starts);
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({ lang: 'en-US', maxAlternatives: 5, continuous: true });
    await help.locator('.p-dialog-footer').getByRole('button', { name: 'Close' }).click();
    await help.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Turn voice commands off' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('navigates to a menu entry said by its name, whichever alternative holds it', async () => {
    await page.evaluate(() => window.__voice.say('go to program stay tuss', 'go to program status'));
    await page.waitForURL(/#\/program-status/);
    await toast('Voice command: Program Status').waitFor();
    await page.evaluate(() => window.__voice.say('open brands summary'));
    await page.waitForURL(/#\/brandssummary/);
  });

  it('says no match for a phrase that is no command', async () => {
    await page.evaluate(() => window.__voice.say('purple elephants dancing'));
    await toast('no match found! Please speak clearly into the microphone').waitFor();
    expect(page.url()).toMatch(/#\/brandssummary/);
  });

  it('listens again when the browser ends recognition, at least a second after the last start', async () => {
    await page.evaluate(() => window.__voice.end());
    await eventually(() => page.evaluate(() => window.__voice.starts.length)).toBe(2);
    await page.evaluate(() => window.__voice.end());
    await eventually(() => page.evaluate(() => window.__voice.starts.length)).toBe(3);
    const starts = await page.evaluate(() => window.__voice.starts.map((s) => s.at));
    expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(1_000);
  });

  it('marks the service not allowed when the microphone is refused, and stops listening', async () => {
    await page.evaluate(() => window.__voice.fail('not-allowed'));
    await page.getByRole('button', { name: /Voice commands are not allowed/ }).waitFor();
    await toast('the microphone must be allowed and an internet connection is required').waitFor();
    expect(
      await page.getByRole('button', { name: /Voice commands are not allowed/ }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(await page.evaluate(() => window.__voice.restarts())).toBe(false);
  });

  it('mutes and unmutes all sounds with the notifications, off by default and kept for the user', async () => {
    await page.getByRole('button', { name: 'Turn sounds on' }).click();
    await toast('All sounds have been turned on!').waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Mute all sounds' }).click();
    await toast('All sounds have been muted!').waitFor();
    await page.getByRole('button', { name: 'Turn sounds on' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('shows no voice button in a browser without speech recognition', async () => {
    const plain = await signIn(browser(), user.email, '/home');
    await plain.addInitScript(() => {
      const w = window as unknown as Record<string, unknown>;
      delete w.webkitSpeechRecognition;
      delete w.SpeechRecognition;
    });
    await plain.reload();
    await plain.getByRole('button', { name: 'Turn sounds on' }).waitFor();
    expect(await plain.getByRole('button', { name: /voice commands/i }).count()).toBe(0);
    await plain.close();
  });
});
