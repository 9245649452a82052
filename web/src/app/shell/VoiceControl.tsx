import { Button } from 'primereact/button';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { layoutMessages } from '../../../../shared/messages';
import { AppDialog } from '../../components/dialog';
import { useMessageBox } from '../../components/messageBox';
import { flattenMenus, menuLabel, menuPath, useVisibleMenus } from '../../lib/menus';
import { playCue } from './sound';
import { matchVoiceCommand, restartDelay, type VoiceCommand, type VoiceMenuEntry } from './voiceCommands';

/** The parts of the Web Speech API used here (Chromium ships it as `webkitSpeechRecognition`). */
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}
type RecognitionClass = new () => Recognition;

const recognitionClass = (): RecognitionClass | undefined => {
  const w = window as unknown as { SpeechRecognition?: RecognitionClass; webkitSpeechRecognition?: RecognitionClass };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
};

/** Spec 03, section 9: voice in en-US, up to five alternatives, notifications 2 s (match), 5 s (no match), 8 s (off). */
const VOICE = { lang: 'en-US', maxAlternatives: 5, matchMs: 2_000, noMatchMs: 5_000, offMs: 8_000 } as const;
const SEARCH_PATH = '/miscellaneous/search';

/**
 * The header's voice button (spec 03, 'Voice commands'): turns voice control on (and opens the help) or off.
 * While on, the browser's recognition listens continuously; it ends by itself every 60 to 120 seconds, and is
 * started again, never sooner than a second after its last start. A refused microphone marks the service not
 * allowed. Browsers without the API get no button.
 */
export function VoiceControl({ subject, onSignOut }: { subject: string; onSignOut: () => void }) {
  const { t } = useTranslation();
  const Recognition = useMemo(recognitionClass, []);
  const navigate = useNavigate();
  const box = useMessageBox();
  const menus = useVisibleMenus();
  const [on, setOn] = useState(false);
  const [notAllowed, setNotAllowed] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);

  const entries = useMemo<VoiceMenuEntry[]>(
    () =>
      flattenMenus(menus)
        .filter((node) => !node.external && menuPath(node.navLink) !== '/')
        .map((node) => ({
          names: [...new Set([menuLabel(t, node.displayName), node.displayName])],
          path: menuPath(node.navLink),
        })),
    [menus, t],
  );

  // The recognition's handlers read the latest of these, not those of the render that started it.
  const latest = useRef({ entries, navigate, box, t, onSignOut, subject });
  latest.current = { entries, navigate, box, t, onSignOut, subject };
  const recognition = useRef<Recognition | null>(null);
  const wanted = useRef(false);
  const lastStart = useRef(0);
  const restartTimer = useRef<number | undefined>(undefined);

  const stop = () => {
    wanted.current = false;
    window.clearTimeout(restartTimer.current);
    const current = recognition.current;
    recognition.current = null;
    if (current) {
      current.onend = null;
      current.abort();
    }
    setOn(false);
  };

  const run = (command: VoiceCommand) => {
    const { navigate: go, box: messages, t: tr, onSignOut: signOut } = latest.current;
    switch (command.kind) {
      case 'navigate':
        go(command.path);
        break;
      case 'search':
        go(command.query ? `${SEARCH_PATH}?${new URLSearchParams({ q: command.query })}` : SEARCH_PATH);
        break;
      case 'signOut':
        stop();
        signOut();
        return;
      case 'scroll':
        window.scrollBy({ top: (command.direction === 'up' ? -0.8 : 0.8) * window.innerHeight, behavior: 'smooth' });
        break;
      case 'help':
        setHelpOpen(true);
        break;
      case 'voiceOff':
        stop();
        messages.notify('info', tr('shell.voice.turnedOff'), VOICE.offMs);
        playCue(latest.current.subject, 'off');
        return;
    }
    const said = command.kind === 'navigate' ? command.name : tr(`shell.voice.commands.${command.kind}`);
    messages.notify('success', tr('shell.voice.heard', { command: said }), VOICE.matchMs);
    playCue(latest.current.subject, 'match');
  };

  const start = () => {
    if (!Recognition) return;
    const listener = new Recognition();
    listener.lang = VOICE.lang;
    listener.maxAlternatives = VOICE.maxAlternatives;
    listener.continuous = true;
    listener.interimResults = false;
    listener.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (!result.isFinal) continue;
        const alternatives = Array.from(result, (alternative) => alternative.transcript);
        const command = matchVoiceCommand(alternatives, latest.current.entries);
        if (command) run(command);
        else {
          latest.current.box.notify('warning', layoutMessages.voiceNoMatch, VOICE.noMatchMs);
          playCue(latest.current.subject, 'noMatch');
        }
      }
    };
    listener.onerror = (event) => {
      if (event.error !== 'not-allowed' && event.error !== 'service-not-allowed') return;
      stop();
      setNotAllowed(true);
      latest.current.box.notify('danger', latest.current.t('shell.voice.notAllowed'), VOICE.offMs);
    };
    listener.onend = () => {
      if (!wanted.current || recognition.current !== listener) return;
      restartTimer.current = window.setTimeout(listen, restartDelay(lastStart.current, Date.now()));
    };
    recognition.current = listener;
    listen();
  };

  const listen = () => {
    const listener = recognition.current;
    if (!wanted.current || !listener) return;
    lastStart.current = Date.now();
    try {
      listener.start();
    } catch {
      // Already started: the browser keeps the running session.
    }
  };

  const turnOn = () => {
    wanted.current = true;
    setNotAllowed(false);
    setOn(true);
    setHelpOpen(true);
    start();
    playCue(subject, 'on');
  };

  const toggle = () => {
    if (!on) return turnOn();
    stop();
    box.notify('info', t('shell.voice.turnedOff'), VOICE.offMs);
    playCue(subject, 'off');
  };

  // Voice control ends with the shell (sign-out, unmount).
  useEffect(
    () => () => {
      wanted.current = false;
      window.clearTimeout(restartTimer.current);
      if (recognition.current) {
        recognition.current.onend = null;
        recognition.current.abort();
      }
    },
    [],
  );

  if (!Recognition) return null;
  const label = notAllowed ? t('shell.voice.notAllowedLabel') : on ? t('shell.voice.turnOff') : t('shell.voice.turnOn');
  return (
    <>
      <Button
        className={`header-button voice-button${on ? ' voice-on' : ''}${notAllowed ? ' voice-not-allowed' : ''}`}
        icon={notAllowed ? 'pi pi-ban' : 'pi pi-microphone'}
        text
        onClick={toggle}
        aria-label={label}
        title={label}
        aria-pressed={on}
      />
      {helpOpen && (
        <AppDialog
          header={t('shell.voice.helpTitle')}
          visible
          onHide={() => setHelpOpen(false)}
          style={{ width: 'min(40rem, 96vw)' }}
          footer={<Button type="button" label={t('shell.voice.close')} text onClick={() => setHelpOpen(false)} />}
        >
          <div className="voice-help">
            {notAllowed ? (
              <p className="voice-help-state" role="status">
                {t('shell.voice.notAllowed')}
              </p>
            ) : (
              <p className="voice-help-state" role="status">
                {on ? t('shell.voice.listening') : t('shell.voice.off')}
              </p>
            )}
            <p>{t('shell.voice.disconnects')}</p>
            <h3>{t('shell.voice.sayTitle')}</h3>
            <ul>
              <li>{t('shell.voice.sayPage')}</li>
              <li>{t('shell.voice.saySearch')}</li>
              <li>{t('shell.voice.sayScroll')}</li>
              <li>{t('shell.voice.saySignOut')}</li>
              <li>{t('shell.voice.sayOff')}</li>
            </ul>
            <h3>{t('shell.voice.pagesTitle')}</h3>
            <ul className="voice-help-pages" aria-label={t('shell.voice.pagesTitle')}>
              {/* Speech is recognised in English: the name to say first, the page's own label beside it. */}
              {entries.map(({ path, names: [label, english = label] }, i) => (
                <li key={`${path}-${i}`}>
                  {english}
                  {english !== label && <span className="muted"> ({label})</span>}
                </li>
              ))}
            </ul>
          </div>
        </AppDialog>
      )}
    </>
  );
}
