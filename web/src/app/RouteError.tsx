import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { httpMessages } from '../../../shared/messages';
import { ApiError } from '../lib/api';
import { translateMessage } from '../lib/i18n';

/** A route that could not load (its data or its code): the API's words when there are some. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => console.error('A route failed to load', error), [error]);
  const messages =
    error instanceof ApiError && error.messages.length > 0 ? error.messages : [httpMessages.unexpectedError];
  return (
    <section className="page route-error">
      {messages.map((text) => (
        <Message key={text} severity="error" text={translateMessage(t, text)} />
      ))}
      <Button label={t('shell.routeError.reload')} icon="pi pi-refresh" onClick={() => window.location.reload()} />
    </section>
  );
}
