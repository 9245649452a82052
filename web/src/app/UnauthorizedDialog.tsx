import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { httpMessages } from '../../../shared/messages';
import { onUnauthorized } from '../lib/api';
import { endSession, isSessionActive } from '../lib/session';

/**
 * A 401 while signed in means the session expired (spec 01, section 4): say so, and on Ok sign out and reload,
 * which lands on the login page remembering where the user was. A 401 while signing in or out is not shown.
 */
export function UnauthorizedDialog() {
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(
    () =>
      onUnauthorized(() => {
        if (isSessionActive()) setVisible(true);
      }),
    [],
  );

  async function acknowledge() {
    setBusy(true);
    await endSession();
    window.location.reload();
  }

  return (
    <Dialog
      visible={visible}
      onHide={() => undefined}
      closable={false}
      closeOnEscape={false}
      dismissableMask={false}
      draggable={false}
      resizable={false}
      modal
      pt={{ root: { role: 'alertdialog', 'aria-labelledby': 'session-expired-text' } }}
      showHeader={false}
      style={{ width: 'min(28rem, 90vw)' }}
      footer={<Button label="Ok" onClick={() => void acknowledge()} loading={busy} autoFocus />}
    >
      <p id="session-expired-text" className="session-expired-text">
        {httpMessages.sessionExpired}
      </p>
    </Dialog>
  );
}
