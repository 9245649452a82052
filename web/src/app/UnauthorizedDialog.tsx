import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../components/dialog';
import { onUnauthorized } from '../lib/api';
import { endSession, isSessionActive } from '../lib/session';

/**
 * A 401 while signed in means the session expired (spec 01, section 4): say so, and on Ok sign out and reload,
 * which lands on the login page remembering where the user was. A 401 while signing in or out is not shown.
 */
export function UnauthorizedDialog() {
  const { t } = useTranslation();
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
    <AppDialog
      visible={visible}
      onHide={() => undefined}
      closable={false}
      resizable={false}
      pt={{ root: { role: 'alertdialog', 'aria-labelledby': 'session-expired-text' } }}
      showHeader={false}
      style={{ width: 'min(28rem, 90vw)' }}
      footer={
        <Button label={t('shell.sessionExpired.ok')} onClick={() => void acknowledge()} loading={busy} autoFocus />
      }
    >
      <p id="session-expired-text" className="session-expired-text">
        {t('spec.http.sessionExpired')}
      </p>
    </AppDialog>
  );
}
