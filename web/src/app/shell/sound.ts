import { useCallback, useSyncExternalStore } from 'react';

/**
 * Sounds on or off (spec 01: 'Sound off by default'), kept in this browser per user (local storage under the
 * user's subject). The sounds are the voice commands' short cues, played with Web Audio only when on.
 */
const storageKey = (subject: string) => `sound_on:${subject}`;
const listeners = new Set<() => void>();

function read(subject: string): boolean {
  try {
    return localStorage.getItem(storageKey(subject)) === 'true';
  } catch {
    return false;
  }
}

/** Whether the user's sounds are on, and the switch. */
export function useSound(subject: string): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => read(subject),
  );
  const set = useCallback(
    (value: boolean) => {
      localStorage.setItem(storageKey(subject), String(value));
      listeners.forEach((listener) => listener());
    },
    [subject],
  );
  return [on, set];
}

let audio: AudioContext | null = null;
const tones = { on: [660, 880], off: [880, 660], match: [880], noMatch: [220] } as const;

/** A short cue (two notes for on and off, one for a command heard or not), when the user's sounds are on. */
export function playCue(subject: string, cue: keyof typeof tones) {
  if (!read(subject) || typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    tones[cue].forEach((frequency, i) => {
      const oscillator = audio!.createOscillator();
      const gain = audio!.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.08, start + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.12 + 0.11);
      oscillator.connect(gain).connect(audio!.destination);
      oscillator.start(start + i * 0.12);
      oscillator.stop(start + i * 0.12 + 0.12);
    });
  } catch {
    // A browser refusing audio (no user gesture yet) only loses the cue.
  }
}
