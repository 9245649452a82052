import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { loginPathFor } from '../lib/navigation';
import { ensureSession } from '../lib/session';

/** Shell routes need a valid session; without one, remember the requested URL and go to the login page. */
export async function requireSession({ request }: LoaderFunctionArgs) {
  const session = await ensureSession();
  if (!session) {
    const url = new URL(request.url);
    throw redirect(loginPathFor(url.pathname + url.search));
  }
  return null;
}
