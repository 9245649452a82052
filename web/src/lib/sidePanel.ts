import { useMemo, useSyncExternalStore } from 'react';

/** Every mode of the side modal area (spec 01, section 2). The shell maps each to its component. */
export const SIDE_PANEL_MODES = [
  'campaign-info',
  'create-campaign',
  'create-new-tactic',
  'funding-sources',
  'jobs',
  'contributions',
  'edit-reason',
  'delivery-information',
  'addressbook-delivery-information',
  'delivery-distribution',
  'mindshare',
  'new-communication-request',
  'communication-request-details',
  'campaign-cart',
  'profile-version',
  'profile-approval',
] as const;
export type SidePanelMode = (typeof SIDE_PANEL_MODES)[number];

export interface SidePanelState {
  mode: SidePanelMode;
  /** What the opener hands to the mode's component (an id, a callback on save, ...). */
  props: Record<string, unknown>;
  /** campaign-info opened from the campaign program page (a route containing /campaign-library/). */
  fromCampaignProgramPage: boolean;
}

/** What every mode's component receives. */
export interface SidePanelModeProps {
  props: Record<string, unknown>;
  fromCampaignProgramPage: boolean;
  close: () => void;
}

let state: SidePanelState | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => state;

function set(next: SidePanelState | null) {
  state = next;
  listeners.forEach((listener) => listener());
}

const currentRoute = () => (typeof window === 'undefined' ? '' : window.location.hash.replace(/^#/, ''));

export function openSidePanel(mode: SidePanelMode, props: Record<string, unknown> = {}) {
  if (!(SIDE_PANEL_MODES as readonly string[]).includes(mode)) throw new Error(`Unknown side panel mode: ${mode}`);
  set({ mode, props, fromCampaignProgramPage: mode === 'campaign-info' && currentRoute().includes('/campaign-library/') });
  // Opening any mode shows it from its top (spec).
  if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
}

export function closeSidePanel() {
  if (state) set(null);
}

export const useSidePanelState = () => useSyncExternalStore(subscribe, snapshot);

/** The side panel of the shell: `open(mode, props)` shows a mode at 40% of the width, `close()` hides it. */
export function useSidePanel() {
  const current = useSidePanelState();
  return useMemo(() => ({ state: current, open: openSidePanel, close: closeSidePanel }), [current]);
}
