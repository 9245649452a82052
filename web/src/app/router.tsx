import { Fragment, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createHashRouter, Navigate, useLocation, useParams, type Params, type RouteObject } from 'react-router-dom';
import { PageAccess } from '../components/access';
import { PageSpinner } from '../components/PageSpinner';
import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH } from '../lib/navigation';
import { requireSession } from './requireSession';
import { RouteError } from './RouteError';
import { authPages, shellRoutes, type PageTitle } from './routeTable';

// Every area is its own chunk, loaded when one of its routes is first opened.
const LoginPage = lazy(() => import('../areas/auth').then((area) => ({ default: area.LoginPage })));
const authPageComponents = {
  register: lazy(() => import('../areas/auth').then((area) => ({ default: area.RegisterPage }))),
  forgot: lazy(() => import('../areas/auth').then((area) => ({ default: area.ForgotPasswordPage }))),
  locked: lazy(() => import('../areas/auth').then((area) => ({ default: area.LockedPage }))),
};
// The shell too: the sign-in page does not need it.
const Shell = lazy(() => import('./shell/Shell').then((m) => ({ default: m.Shell })));

const page = (Page: ComponentType) => (
  <Suspense fallback={<PageSpinner />}>
    <Page />
  </Suspense>
);

/** What the shell reads from a matched route: its page titles (breadcrumbs). */
export interface ShellRouteHandle {
  pageTitle: PageTitle;
  /** A page's own icon (a redirect has none). */
  icon?: string;
}

/** A route without a page of its own leads where the route table says, keeping the query (a search's `q`). */
function RedirectTo({ to }: { to: (params: Params) => string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={{ pathname: `/${to(params)}`, search }} replace />;
}

/**
 * A page is its URL's path: another path in the same route (another program's distribution, another user or
 * record to edit) mounts the page afresh, so nothing the page held for the one before (the first read a form
 * starts from, a draft) carries over. The query is not part of it: a list's filters live there.
 */
function OnePagePerPath({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Fragment key={pathname}>{children}</Fragment>;
}

const shellChildren: RouteObject[] = shellRoutes.map((route) => ({
  path: route.path,
  element: route.redirect ? (
    <RedirectTo to={route.redirect} />
  ) : (
    <OnePagePerPath>
      <PageAccess needs={route.needs}>{page(lazy(route.area))}</PageAccess>
    </OnePagePerPath>
  ),
  handle: { pageTitle: route.pageTitle, icon: route.icon } satisfies ShellRouteHandle,
  // An area that fails (its code did not load, or it threw) shows the error inside the shell, which stays usable.
  errorElement: <RouteError />,
}));

/** Hash URLs, as the spec's; auth pages outside the shell, everything else inside it. */
export function createAppRouter() {
  return createHashRouter([
    { path: LOGIN_PATH, element: page(LoginPage), errorElement: <RouteError /> },
    ...authPages.map((name) => ({
      path: `/auth/${name}`,
      element: page(authPageComponents[name]),
      errorElement: <RouteError />,
    })),
    { path: '/auth', element: <Navigate to={LOGIN_PATH} replace /> },
    {
      id: 'shell',
      path: '/',
      element: page(Shell),
      loader: requireSession,
      // The session is checked on every navigation inside the shell, not only on the first one.
      shouldRevalidate: () => true,
      hydrateFallbackElement: <PageSpinner />,
      errorElement: <RouteError />,
      children: [{ index: true, element: <Navigate to={HOME_PATH} replace /> }, ...shellChildren],
    },
    { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
  ]);
}
