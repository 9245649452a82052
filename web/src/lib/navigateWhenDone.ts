import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';
import { addressPath } from './navigation';

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
  // Whether this component is still shown: read when the work ends, long after the render.
  const mounted = useRef(true);
  useLayoutEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The address's path, not the drawn one (a CI run caught a save taking the user back from a home page being
  // drawn while the page left behind was still mounted).
  return useCallback(() => {
    const startedAt = addressPath();
    return (to: To, options?: NavigateOptions) => {
      if (mounted.current && addressPath() === startedAt) navigate(to, options);
    };
  }, [navigate]);
}
