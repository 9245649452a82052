/**
 * Voice commands (spec 03, 'Voice commands'): what a transcript asks for. Speech recognition answers up to five
 * alternatives per phrase; each is read as a command, and the best reading wins (the earlier, more confident
 * alternative on a tie). Menu entries are matched by name, loosely enough for what people say ('go to program
 * status', 'open brands summary', 'brand summary').
 */

/** A menu entry the user may open: its names (as shown, and as written in the menu) and its path. */
export interface VoiceMenuEntry {
  names: string[];
  path: string;
}

export type VoiceCommand =
  | { kind: 'navigate'; path: string; name: string }
  | { kind: 'search'; query: string }
  | { kind: 'signOut' }
  | { kind: 'scroll'; direction: 'up' | 'down' }
  | { kind: 'help' }
  | { kind: 'voiceOff' };

/** Lower case, letters and digits only, single spaces. */
export const normalizePhrase = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Words people put before a page's name, and filler around it. */
const leadIns =
  /^(please )?((go|navigate|take me|bring me|switch|jump) to|open( up)?|show( me)?|display|view|load|visit)( the)? /;
const fillers = /\b(page|screen|menu|tab|please)\b/g;

const bigrams = (text: string) => {
  const compact = ` ${text} `;
  const grams = new Map<string, number>();
  for (let i = 0; i < compact.length - 1; i++) {
    const gram = compact.slice(i, i + 2);
    grams.set(gram, (grams.get(gram) ?? 0) + 1);
  }
  return grams;
};

/** Sørensen–Dice similarity of two texts' letter pairs: 1 alike, 0 nothing in common. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const [x, y] = [bigrams(a), bigrams(b)];
  let shared = 0;
  let total = 0;
  for (const [gram, count] of x) {
    shared += Math.min(count, y.get(gram) ?? 0);
    total += count;
  }
  for (const count of y.values()) total += count;
  return total === 0 ? 0 : (2 * shared) / total;
}

/** How close a name must be to count as said (a plural, a dropped or misheard letter pass; another page does not). */
const NAME_THRESHOLD = 0.78;

interface Reading {
  command: VoiceCommand;
  score: number;
}

function fixedCommand(phrase: string): VoiceCommand | null {
  if (/^(scroll|page|go|move) up$|^scroll to (the )?top$|^up$/.test(phrase)) return { kind: 'scroll', direction: 'up' };
  if (/^(scroll|page|go|move) down$|^scroll to (the )?bottom$|^down$/.test(phrase))
    return { kind: 'scroll', direction: 'down' };
  if (/^(sign|log) ?(me )?out$|^logout$|^signout$/.test(phrase)) return { kind: 'signOut' };
  if (/^(voice )?help$|^(show|open)( the)? (voice )?help$|^what can i say$/.test(phrase)) return { kind: 'help' };
  if (
    /^(stop listening|voice (off|stop)|turn (the )?voice (control )?off|turn off (the )?voice( control)?)$/.test(phrase)
  )
    return { kind: 'voiceOff' };
  const search = /^(open |show |go to )?(the )?search( for (.+))?$/.exec(phrase);
  if (search) return { kind: 'search', query: search[4] ?? '' };
  return null;
}

function readAlternative(alternative: string, entries: readonly VoiceMenuEntry[]): Reading | null {
  const phrase = normalizePhrase(alternative);
  if (!phrase) return null;
  const fixed = fixedCommand(phrase);
  if (fixed) return { command: fixed, score: 1 };
  const spoken = phrase.replace(leadIns, '').replace(fillers, ' ').replace(/\s+/g, ' ').trim();
  if (!spoken) return null;
  let best: Reading | null = null;
  for (const entry of entries) {
    for (const name of entry.names) {
      const written = normalizePhrase(name).replace(/^the /, '');
      if (!written) continue;
      const score = similarity(spoken, written);
      if (score >= NAME_THRESHOLD && (!best || score > best.score))
        best = { command: { kind: 'navigate', path: entry.path, name: entry.names[0] }, score };
    }
  }
  return best;
}

/**
 * The command the alternatives (most confident first) ask for, or null: the no-match case. A fixed command
 * (scroll, sign out, search, help, voice off) said exactly wins over a menu name.
 */
export function matchVoiceCommand(
  alternatives: readonly string[],
  entries: readonly VoiceMenuEntry[],
): VoiceCommand | null {
  let best: Reading | null = null;
  for (const alternative of alternatives) {
    const reading = readAlternative(alternative, entries);
    if (reading && (!best || reading.score > best.score)) best = reading;
  }
  return best?.command ?? null;
}

/**
 * When to start listening again after the browser ended recognition (it cuts the microphone every 60 to 120
 * seconds): at once when the last start was at least `minGapMs` ago, otherwise when that gap is reached.
 */
export const restartDelay = (lastStartAt: number, now: number, minGapMs = 1_000) =>
  Math.max(0, lastStartAt + minGapMs - now);
