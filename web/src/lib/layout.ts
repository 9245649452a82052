import { useSyncExternalStore } from 'react';
import * as z from '../../../shared/zod';
import { CLIENT_SKIN_SETTING, CLIENT_SKINS } from '../../../shared/contract/schemas/admin';
import { isSessionStorageKey, type ClientSetting } from './storage';

/**
 * Skins (spec 01: seven client skins plus a default, the default being a named client skin). Each is a set of CSS
 * variables selected by `<html data-skin>` (web/src/skins). The client setting `ClientSkin` names one; a user may
 * pick another in the layout switcher. The list is the contract's, so the server refuses a ClientSkin naming no skin.
 */
export const SKINS = CLIENT_SKINS;
export type SkinName = (typeof SKINS)[number];
const DEFAULT_SKIN: SkinName = 'default';
export const CLIENT_NAME_SETTING = 'ClientName';
const isSkinName = (name: unknown): name is SkinName =>
  typeof name === 'string' && (SKINS as readonly string[]).includes(name);

/** Layout timings and sizes of spec 01, section 9 that the shell uses. */
export const MOBILE_MAX_WIDTH = 979;
export const SHORTCUT_ANIMATION_MS = 250;
export const SHORTCUT_CLOSE_DELAY_MS = 300;

/** Layout state (spec 01, section 4), kept in local storage under `layout`. */
const layoutSchema = z.object({
  /** Null: the client's skin (`ClientSkin`). */
  skin: z.nullable(z.enum(SKINS)),
  fixedHeader: z.boolean(),
  fixedNavigation: z.boolean(),
  fixedRibbon: z.boolean(),
  fixedFooter: z.boolean(),
  insideContainer: z.boolean(),
  rightToLeft: z.boolean(),
  menuOnTop: z.boolean(),
  colorblind: z.boolean(),
  menuMinified: z.boolean(),
  shortcutOpen: z.boolean(),
});
export type LayoutState = z.infer<typeof layoutSchema>;
export type LayoutOption = Exclude<keyof LayoutState, 'skin'>;

export const defaultLayout: LayoutState = {
  skin: null,
  fixedHeader: false,
  fixedNavigation: false,
  fixedRibbon: false,
  fixedFooter: false,
  insideContainer: false,
  rightToLeft: false,
  menuOnTop: false,
  colorblind: false,
  menuMinified: false,
  shortcutOpen: false,
};

const LAYOUT_STORAGE_KEY = 'layout';

/** A stored layout of an older shape keeps what it can: each option is read on its own. */
export function parseLayout(raw: string | null): LayoutState {
  if (!raw) return defaultLayout;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const layout = { ...defaultLayout };
    for (const key of Object.keys(defaultLayout) as (keyof LayoutState)[]) {
      const parsed = layoutSchema.shape[key].safeParse(value?.[key]);
      if (parsed.success) (layout as Record<string, unknown>)[key] = parsed.data;
    }
    return layout;
  } catch {
    return defaultLayout;
  }
}

function readLayout(): LayoutState {
  try {
    return parseLayout(localStorage.getItem(LAYOUT_STORAGE_KEY));
  } catch {
    return defaultLayout;
  }
}

let layout: LayoutState | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const snapshot = () => (layout ??= readLayout());

function setLayout(next: LayoutState) {
  layout = next;
  localStorage.setItem(LAYOUT_STORAGE_KEY, JSON.stringify(next));
  listeners.forEach((listener) => listener());
}

export const useLayout = (): LayoutState => useSyncExternalStore(subscribe, snapshot);

export function updateLayout(change: Partial<LayoutState>) {
  setLayout({ ...snapshot(), ...change });
}

/** The skin in force: the user's pick, else the client's `ClientSkin`, else the default. */
export function effectiveSkin(
  state: Pick<LayoutState, 'skin'>,
  clientSettings: readonly ClientSetting[] | undefined,
): SkinName {
  if (state.skin) return state.skin;
  const clientSkin = clientSettings?.find((s) => s.name === CLIENT_SKIN_SETTING)?.value.trim();
  if (!clientSkin) return DEFAULT_SKIN;
  if (isSkinName(clientSkin)) return clientSkin;
  console.warn(`Client setting ${CLIENT_SKIN_SETTING} names no known skin: ${clientSkin}`);
  return DEFAULT_SKIN;
}

/** What `<html>` carries for the layout: skin, reading direction and colour-blind palette. */
export function htmlAttributesOf(state: LayoutState, skin: SkinName): Record<string, string | null> {
  return {
    'data-skin': skin,
    dir: state.rightToLeft ? 'rtl' : 'ltr',
    'data-colorblind': state.colorblind ? 'true' : null,
  };
}

export function applyHtmlAttributes(
  attributes: Record<string, string | null>,
  element: HTMLElement = document.documentElement,
) {
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
}

/**
 * Factory Reset (spec 01, section 2): clears local storage and restores the layout. The sign-in survives it
 * (Amplify's tokens and the session cache), so the user is not signed out by a layout reset.
 */
export function factoryReset(storage: Storage = localStorage) {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key !== null,
  );
  for (const key of keys) if (!isSessionStorageKey(key)) storage.removeItem(key);
  layout = defaultLayout;
  listeners.forEach((listener) => listener());
}
