import { lazy, Suspense, type ComponentType } from 'react';
import { createHashRouter, Navigate } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH } from '../lib/navigation';
import { requireSession } from './requireSession';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

// Every area is its own chunk, loaded when one of its routes is first opened.
const LoginPage = lazy(() => import('../areas/auth').then((area) => ({ default: area.LoginPage })));
const HomePage = lazy(() => import('../areas/home').then((area) => ({ default: area.HomePage })));
const NotFoundPage = lazy(() => import('../areas/miscellaneous').then((area) => ({ default: area.NotFoundPage })));

const page = (Page: ComponentType) => (
  <Suspense fallback={<PageSpinner />}>
    <Page />
  </Suspense>
);

/** Hash URLs, as the spec's; auth pages outside the shell, everything else inside it. */
export function createAppRouter() {
  return createHashRouter([
    { path: LOGIN_PATH, element: page(LoginPage), errorElement: <RouteError /> },
    {
      id: 'shell',
      path: '/',
      element: <Shell />,
      loader: requireSession,
      // The session is checked on every navigation inside the shell, not only on the first one.
      shouldRevalidate: () => true,
      hydrateFallbackElement: <PageSpinner />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to={HOME_PATH} replace /> },
        { path: HOME_PATH.slice(1), element: page(HomePage) },
        { path: NOT_FOUND_PATH.slice(1), element: page(NotFoundPage) },
      ],
    },
    { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
  ]);
}
