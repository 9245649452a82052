import { useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';

/**
 * From a list to an edit page and back to the list as it was left (its page, search and filters). The list's URL is
 * read when the user clicks: a table draws its cells when its rows arrive, which can be before the list's own query
 * write reaches the URL, and does not draw them again for a query write alone.
 */

/** Where an edit page goes back to: the list it was opened from, else `fallback`. */
export const returnUrlOf = (state: unknown, fallback: string) => (state as { back?: string } | null)?.back ?? fallback;

/** A link to an edit page that remembers the list as it is now. */
export function LinkWithReturn({ to, children }: { to: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Link to={to} state={{ back: `${location.pathname}${location.search}` }}>
      {children}
    </Link>
  );
}

/** Navigates to an edit page, remembering the list as it is at the moment of the call. */
export function useNavigateWithReturn() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useLayoutEffect(() => {
    here.current = `${location.pathname}${location.search}`;
  }, [location.pathname, location.search]);
  return useCallback((to: string) => navigate(to, { state: { back: here.current } }), [navigate]);
}
