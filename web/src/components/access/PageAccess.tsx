import { Message } from 'primereact/message';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteName } from '../../../../shared/contract/routes';
import { useMayCall } from '../../lib/claims';
import './access.css';

/**
 * A page for those who may read the route it is made of (`needs`, from the route table); anyone else who reaches
 * it (a bookmark, a typed or shared URL, a role taken away) is told so, and nothing is asked of the API.
 */
export function PageAccess({ needs, children }: { needs: RouteName | null; children: ReactNode }) {
  const { t } = useTranslation();
  const mayCall = useMayCall();
  if (needs !== null && !mayCall(needs))
    return (
      <section className="page">
        <Message severity="warn" className="no-access-note" text={t('widgets.noAccess.page')} />
      </section>
    );
  return children;
}
