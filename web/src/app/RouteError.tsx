import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { httpMessages } from '../../../shared/messages';
import { ApiError } from '../lib/api';

/** A route that could not load (its data or its code): the API's words when there are some. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('A route failed to load', error), [error]);
  const messages = error instanceof ApiError && error.messages.length > 0 ? error.messages : [httpMessages.unexpectedError];
  return (
    <section className="page route-error">
      {messages.map((text) => (
        <Message key={text} severity="error" text={text} />
      ))}
      <Button label="Reload" icon="pi pi-refresh" onClick={() => window.location.reload()} />
    </section>
  );
}
