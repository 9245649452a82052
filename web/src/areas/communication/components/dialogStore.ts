import { useSyncExternalStore } from 'react';

/**
 * Whether the Create A Notification dialog is open. The dialog lives outside the activity dropdown's overlay
 * (which closes on any click outside it), so the tab that opens it and the host that shows it share this.
 */
let open = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const set = (next: boolean) => {
  open = next;
  listeners.forEach((listener) => listener());
};

export const openCreateNotification = () => set(true);
export const closeCreateNotification = () => set(false);
export const useCreateNotificationOpen = () => useSyncExternalStore(subscribe, () => open);
