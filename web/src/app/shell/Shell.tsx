import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';

/** The authenticated frame around every area; header, navigation and side panel grow here. */
export function Shell() {
  return (
    <div className="shell">
      <header className="shell-header">
        <span className="shell-brand">Trade Marketing Planner</span>
      </header>
      <main className="shell-content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
