import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../../lib/navigation';

/** miscellaneous/error404: where every unknown path lands. */
export function NotFoundPage() {
  return (
    <section className="page" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist.</p>
      <Link to={HOME_PATH} className="p-button p-button-link">
        Go to home
      </Link>
    </section>
  );
}
