import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH } from '../../lib/layout';

const query = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

const subscribe = (listener: () => void) => {
  const media = window.matchMedia(query);
  media.addEventListener('change', listener);
  return () => media.removeEventListener('change', listener);
};

/** Below 979 px wide the shell switches to its mobile view (spec 01, section 9). */
export const useMobileView = () => useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
