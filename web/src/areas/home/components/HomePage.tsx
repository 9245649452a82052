import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/navigation';
import { endSession, useSession } from '../../../lib/session';
import { useRoute } from '../../../lib/useRoute';

/** The signed-in landing page; a placeholder until the dashboard widgets arrive. */
export function HomePage() {
  const session = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  // The cached claims show at once; SWR then asks the API for the current ones.
  const liveClaims = useRoute('users.claims', session ? undefined : null);

  async function signOut() {
    setSigningOut(true);
    await endSession();
    navigate(LOGIN_PATH, { replace: true });
  }

  if (!session) return null;
  const { user } = session;
  const claims = liveClaims.data ?? session.claims;
  return (
    <section className="page" aria-labelledby="home-title">
      <h1 id="home-title">Home</h1>
      <div className="p-card home-card">
        <p className="home-user">{`Signed in as ${user.email}`}</p>
        <div className="home-roles">
          <span id="home-roles-label">Roles:</span>
          <ul aria-labelledby="home-roles-label">
            {user.roles.length === 0 ? <li>none</li> : user.roles.map((role) => <li key={role}><Tag value={role} /></li>)}
          </ul>
        </div>
        <p className="home-claims">{`Claims: ${claims.length}`}</p>
        {liveClaims.error && <Message className="home-error" severity="error" text={liveClaims.error.message} />}
        <Button label="Sign out" icon="pi pi-sign-out" severity="secondary" onClick={() => void signOut()} loading={signingOut} />
      </div>
    </section>
  );
}
