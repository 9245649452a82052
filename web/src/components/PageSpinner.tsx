import { ProgressSpinner } from 'primereact/progressspinner';

/** Shown while an area's code or a route's data loads. */
export function PageSpinner() {
  return (
    <div className="page-spinner" role="status" aria-label="Loading">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />
    </div>
  );
}
