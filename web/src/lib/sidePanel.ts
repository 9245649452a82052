import { useMemo, useSyncExternalStore } from 'react';
import { addressPath } from './navigation';

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

/** Reason For Editing an allocation change: the brand-year and the retailers' typed ATL/BTL (text, as typed). */
export interface AllocationReasonProps {
  brandId: number;
  budgetYear: number;
  /** A field not typed is the saved amount. */
  rows: { retailerId: number; totalAtl?: string; totalBtl?: string }[];
  /** Told once the change is saved (the page drops what was typed). */
  onSaved?: () => void;
}

/** A mode that takes nothing from its opener (the modes not built yet). */
type NoProps = Record<string, never>;
/** What the delivery modes take: without a program they manage a retailer's address book only. */
interface DeliveryPanelProps {
  programId?: number;
  /** Opened from the campaign pages (the panel offers the way back there). */
  fromCampaigns?: boolean;
}

/**
 * What an opener hands each mode (`openSidePanel(mode, props)`), checked by the compiler at both ends: the opener
 * must pass the mode's props, the mode's component reads them typed. A new mode adds its line here.
 */
export interface SidePanelModePropsMap {
  'campaign-info': { themeId: number; selectedProgramId?: number };
  'create-campaign':
    | { mode: 'create' | 'prefill'; themeId: number }
    | { mode: 'edit' | 'copy'; programId: number }
    | { mode: 'placeholder' };
  /** The program whose own tactics the Create tactic modal makes. */
  'create-new-tactic': { programId: number };
  'funding-sources': { programId: number };
  /** Without a program: the user's jobs across programs. */
  jobs: { programId?: number };
  contributions: { brandId?: number; budgetYear?: number };
  /** Reason For Editing: an allocation change, or a program's Revise Budget (its program). */
  'edit-reason': AllocationReasonProps | { programId: number };
  'delivery-information': DeliveryPanelProps;
  'addressbook-delivery-information': DeliveryPanelProps;
  'delivery-distribution': DeliveryPanelProps;
  /** A component (program tactic `{programId}-{seq}`) whose mindshare invoices are toggled. */
  mindshare: { componentId: string };
  'new-communication-request': NoProps;
  'communication-request-details': { requestId: number };
  'campaign-cart': { programId: number; fromCustomizations?: boolean };
  /** A new version of a retailer's profile. */
  'profile-version': { retailerId: number };
  /** One version of a retailer's profile and its approval. */
  'profile-approval': { retailerId: number; versionId: number };
}

// Every listed mode has its props, and no props without a mode.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const everyModeTyped: Same<SidePanelMode, keyof SidePanelModePropsMap> = true;
void everyModeTyped;

/** The open panel: one member per mode, its props typed by the mode (a discriminated union on `mode`). */
export type SidePanelState = {
  [M in SidePanelMode]: {
    mode: M;
    /** What the opener hands to the mode's component (an id, a callback on save, ...). */
    props: SidePanelModePropsMap[M];
    /** campaign-info opened from the campaign program page (a route containing /campaign-library/). */
    fromCampaignProgramPage: boolean;
    /** Which opening this is: each one mounts the mode afresh (another program's panel keeps nothing of the last). */
    opening: number;
  };
}[SidePanelMode];

/** What a mode's component receives. */
export interface SidePanelModeProps<M extends SidePanelMode = SidePanelMode> {
  props: SidePanelModePropsMap[M];
  fromCampaignProgramPage: boolean;
  /** Closes this opening of the mode, not a panel opened after it. */
  close: () => void;
  /** Shows another mode in this opening's place, unless the user closed it or opened another. */
  openInstead: <N extends SidePanelMode>(mode: N, ...props: OpenArgs<N>) => void;
}

/** A mode's props as `openSidePanel` takes them: optional when the mode needs none of them. */
type OpenArgs<M extends SidePanelMode> = object extends SidePanelModePropsMap[M]
  ? [props?: SidePanelModePropsMap[M]]
  : [props: SidePanelModePropsMap[M]];

let state: SidePanelState | null = null;
let openings = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** The panel shown now (the hooks' snapshot). */
export const sidePanelShown = () => state;

function set(next: SidePanelState | null) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function openSidePanel<M extends SidePanelMode>(mode: M, ...[props]: OpenArgs<M>) {
  if (!(SIDE_PANEL_MODES as readonly string[]).includes(mode)) throw new Error(`Unknown side panel mode: ${mode}`);
  set({
    mode,
    props: props ?? {},
    fromCampaignProgramPage: mode === 'campaign-info' && addressPath().includes('/campaign-library/'),
    opening: ++openings,
  } as SidePanelState);
  // Opening any mode shows it from its top (spec).
  if (typeof window !== 'undefined') window.scrollTo({ top: 0 });
}

/** Closes whatever the panel shows (its close button, a move to another page). */
export function closeSidePanel() {
  if (state) set(null);
}

/**
 * What a mode may do to the panel, bound to its own opening: a mode that closes itself, or hands over to another
 * mode, once its save is answered leaves alone a panel the user opened meanwhile (another mode, or the same mode
 * for something else), and does not reopen one the user closed.
 */
export function openingControls(opening: number): Pick<SidePanelModeProps, 'close' | 'openInstead'> {
  const stillShown = () => state?.opening === opening;
  return {
    close: () => {
      if (stillShown()) set(null);
    },
    openInstead: (mode, ...props) => {
      if (stillShown()) openSidePanel(mode, ...props);
    },
  };
}

export const useSidePanelState = () => useSyncExternalStore(subscribe, sidePanelShown);

/** The side panel of the shell: `open(mode, props)` shows a mode at 40% of the width, `close()` hides it. */
export function useSidePanel() {
  const current = useSidePanelState();
  return useMemo(() => ({ state: current, open: openSidePanel, close: closeSidePanel }), [current]);
}
