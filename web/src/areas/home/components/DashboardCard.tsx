import { Message } from 'primereact/message';
import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { httpMessages } from '../../../../../shared/messages';
import type { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n';

/**
 * One card of the home dashboard: a titled region (its name is the title), skeleton lines while its read is on
 * its way, the API's error when it failed, its content otherwise.
 */
export function DashboardCard(props: {
  id: string;
  title: string;
  subtitle?: string;
  loading: boolean;
  error?: ApiError;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = `home-${props.id}-title`;
  return (
    <section className={`p-card home-card home-${props.id}`} aria-labelledby={titleId}>
      <header className="home-card-header">
        <h2 id={titleId}>{props.title}</h2>
        {props.subtitle && <span className="muted">{props.subtitle}</span>}
      </header>
      {props.error ? (
        <div className="home-error">
          {(props.error.messages.length ? props.error.messages : [httpMessages.dataNotLoaded]).map((text) => (
            <Message key={text} severity="error" text={translateMessage(t, text)} />
          ))}
        </div>
      ) : props.loading ? (
        <div className="home-skeleton" aria-busy="true">
          <Skeleton width="90%" className="mb-2" />
          <Skeleton width="75%" className="mb-2" />
          <Skeleton width="60%" />
        </div>
      ) : (
        props.children
      )}
      {props.footer && <footer className="home-card-footer">{props.footer}</footer>}
    </section>
  );
}
