import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_PATH, LOGIN_PATH } from '../../lib/navigation';
import { endSession, useSession } from '../../lib/session';
import { layoutMessages } from '../../../../shared/messages';
import { useMessageBox } from '../../components/messageBox';
import { ActivityDropdown } from './ActivityDropdown';
import { LanguageSelector } from './LanguageSelector';
import { RecentProjects } from './RecentProjects';
import { useSound } from './sound';
import { VoiceControl } from './VoiceControl';

const SEARCH_PATH = '/miscellaneous/search';
export const ACCOUNT_PATH = '/myAccount';

interface HeaderProps {
  clientName?: string;
  menuExpanded: boolean;
  onToggleMenu: () => void;
  settingsOpen: boolean;
  onToggleSettings: () => void;
  onToggleShortcuts: () => void;
}

function useFullscreen() {
  const [fullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    change.catch((error: Error) => console.warn('Full screen is not available', error));
  };
  return { fullscreen, toggle };
}

/** The sound switch (spec 01: off by default, a notification on each change), kept per user in this browser. */
function SoundToggle({ subject }: { subject: string }) {
  const { t } = useTranslation();
  const box = useMessageBox();
  const [on, setOn] = useSound(subject);
  const label = on ? t('shell.header.muteSounds') : t('shell.header.unmuteSounds');
  const toggle = () => {
    setOn(!on);
    box.notify('info', on ? layoutMessages.soundsMuted : layoutMessages.soundsOn, SOUND_NOTICE_MS);
  };
  return (
    <Button
      className="header-button sound-button"
      icon={on ? 'pi pi-volume-up' : 'pi pi-volume-off'}
      text
      onClick={toggle}
      aria-label={label}
      title={label}
      aria-pressed={on}
    />
  );
}
const SOUND_NOTICE_MS = 5_000;

/**
 * Header (spec 01, section 2): profile, settings, shortcut, full screen, logout, language, search, activity, login
 * info, and (spec 03) the voice button and the sound switch.
 */
export function Header({
  clientName,
  menuExpanded,
  onToggleMenu,
  settingsOpen,
  onToggleSettings,
  onToggleShortcuts,
}: HeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [query, setQuery] = useState('');
  const [signingOut, setSigningOut] = useState(false);
  const { fullscreen, toggle: toggleFullscreen } = useFullscreen();
  const userName = session?.user.email || t('shell.header.guest');

  function search(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `${SEARCH_PATH}?${new URLSearchParams({ q })}` : SEARCH_PATH);
  }

  async function signOut() {
    setSigningOut(true);
    try {
      await endSession();
    } finally {
      setSigningOut(false);
    }
    navigate(LOGIN_PATH, { replace: true });
  }

  return (
    <header className="shell-header">
      <Button
        className="header-button menu-toggle"
        icon="pi pi-bars"
        text
        onClick={onToggleMenu}
        aria-label={t('shell.header.toggleMenu')}
        title={t('shell.header.toggleMenu')}
        aria-expanded={menuExpanded}
        aria-controls="shell-navigation"
      />
      <Link to={HOME_PATH} className="shell-brand">
        <span className="shell-brand-mark" aria-hidden="true" />
        <span className="shell-brand-name">{t('shell.appName')}</span>
        {clientName && <span className="shell-client-name">{clientName}</span>}
      </Link>
      {/* Notifications need a role: the API refuses them to a user without one (docs/decisions.md, Access rules). */}
      {session && session.user.roles.length > 0 && <ActivityDropdown />}
      <RecentProjects />

      <form role="search" className="header-search" onSubmit={search}>
        <InputText
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('shell.header.searchPlaceholder')}
          aria-label={t('shell.header.search')}
        />
        <Button type="submit" icon="pi pi-search" text aria-label={t('shell.header.searchSubmit')} />
      </form>

      <div className="header-tools">
        {session && <VoiceControl subject={session.user.subject} onSignOut={() => void signOut()} />}
        {session && <SoundToggle subject={session.user.subject} />}
        <LanguageSelector />
        <Link
          to={ACCOUNT_PATH}
          className="header-profile"
          aria-label={t('shell.header.profileOf', { name: userName })}
          title={t('shell.header.profile')}
        >
          <i className="pi pi-user" aria-hidden="true" />
          <span className="login-info" data-testid="login-info">
            {userName}
          </span>
        </Link>
        <Button
          className="header-button"
          icon="pi pi-th-large"
          text
          onClick={onToggleShortcuts}
          aria-label={t('shell.header.shortcuts')}
          title={t('shell.header.shortcuts')}
        />
        <Button
          className="header-button"
          icon="pi pi-cog"
          text
          onClick={onToggleSettings}
          aria-label={t('shell.header.settings')}
          title={t('shell.header.settings')}
          aria-expanded={settingsOpen}
          aria-controls="layout-switcher"
        />
        <Button
          className="header-button"
          icon={fullscreen ? 'pi pi-window-minimize' : 'pi pi-window-maximize'}
          text
          onClick={toggleFullscreen}
          aria-label={fullscreen ? t('shell.header.exitFullscreen') : t('shell.header.fullscreen')}
          title={fullscreen ? t('shell.header.exitFullscreen') : t('shell.header.fullscreen')}
        />
        <Button
          className="header-button"
          icon="pi pi-sign-out"
          text
          onClick={() => void signOut()}
          loading={signingOut}
          aria-label={t('shell.header.signOut')}
          title={t('shell.header.signOut')}
        />
      </div>
    </header>
  );
}
