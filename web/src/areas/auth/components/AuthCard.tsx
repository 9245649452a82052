import { Message } from 'primereact/message';
import type { ReactNode } from 'react';
import { useRoute } from '../../../lib/useRoute';
import '../auth.css';

/**
 * The frame of every auth page (outside the shell): one card with its title, under the client's name, with the
 * administrator's notice for everyone signing in when there is one (`sitename`, `loginmessage`: public reads).
 */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const site = useRoute('site.name', {}, { revalidateOnFocus: false });
  const notice = useRoute('site.loginMessage', {}, { revalidateOnFocus: false });
  return (
    <main className="auth-page">
      <section className="auth-card p-card" aria-labelledby="auth-title">
        {site.data && <p className="auth-site">{site.data.siteName}</p>}
        <h1 id="auth-title">{title}</h1>
        {notice.data?.message && (
          <Message severity="info" text={notice.data.message} className="auth-notice" role="status" />
        )}
        {children}
      </section>
    </main>
  );
}
