import { useCallback, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/** Navigates once the work is done, if the user is still where it started. */
export type NavigateWhenDone = (to: To, options?: NavigateOptions) => void;

/**
 * Moving on once work the user started is done (a save, a delete, a status move, a sign-in): the move happens only
 * while the user is still where they started the work. Someone who went elsewhere while it ran (another page,
 * another record on the same page, or closed the side panel holding the form) stays where they went; the work's
 * own message still says it is done. A plain `navigate` after an `await` took them back (./navigateWhenDone.test.ts
 * fails on one).
 *
 * Call the hook's function when the work starts, before its first `await`, and what that returns once it is done:
 * `const goOn = startWork(); await save(); goOn('/admin/users');`
 */
export function useNavigateWhenDone(): () => NavigateWhenDone {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Where this component is shown, and whether it still is: read when the work ends, long after the render.
  const shown = useRef({ pathname, mounted: true });
  useLayoutEffect(() => {
    shown.current.pathname = pathname;
  }, [pathname]);
  useLayoutEffect(() => {
    const current = shown.current;
    current.mounted = true;
    return () => {
      current.mounted = false;
    };
  }, []);
  return useCallback(() => {
    const startedAt = shown.current.pathname;
    return (to: To, options?: NavigateOptions) => {
      if (shown.current.mounted && shown.current.pathname === startedAt) navigate(to, options);
    };
  }, [navigate]);
}
