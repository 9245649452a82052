import { useSyncExternalStore } from 'react';

/**
 * The program message dialog (spec 03: programs/send-message, Action Requested or General Information), opened
 * from any area without importing the communication area (areas stand alone): the opener sets the request here,
 * and the dialog host the shell mounts (communication area, `CommunicationDialogs`) shows it.
 */
export interface ProgramMessageRequest {
  programId: number;
  /** Shown in the dialog's title when the opener knows it. */
  programName?: string;
  /** Told after the message went out. */
  onSent?: () => void;
}

let request: ProgramMessageRequest | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const set = (next: ProgramMessageRequest | null) => {
  request = next;
  listeners.forEach((listener) => listener());
};

/** Opens the message dialog for a program (its notify icon; the claim Program/Notify is checked by the opener and the API). */
export const openProgramMessage = (next: ProgramMessageRequest) => set(next);
export const closeProgramMessage = () => set(null);
export const useProgramMessageRequest = () => useSyncExternalStore(subscribe, () => request);
