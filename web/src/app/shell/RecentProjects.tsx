import { Button } from 'primereact/button';
import { OverlayPanel } from 'primereact/overlaypanel';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRecentProjectSamples } from './staticData';

/** Cleared on this device until a Factory Reset (which clears local storage). */
const RECENT_PROJECTS_CLEARED_KEY = 'recent_projects_cleared';

/** The header's recent-projects list: three sample items, clearable (spec 01, section 2). */
export function RecentProjects() {
  const { t } = useTranslation();
  const panel = useRef<OverlayPanel>(null);
  const { data } = useRecentProjectSamples();
  const [cleared, setCleared] = useState(() => localStorage.getItem(RECENT_PROJECTS_CLEARED_KEY) === 'true');
  const projects = cleared ? [] : (data ?? []);

  function clear() {
    localStorage.setItem(RECENT_PROJECTS_CLEARED_KEY, 'true');
    setCleared(true);
  }

  return (
    <div className="recent-projects">
      <Button
        className="header-button recent-projects-button"
        label={t('shell.projects.button')}
        icon="pi pi-angle-down"
        iconPos="right"
        text
        onClick={(e) => {
          // A Factory Reset in the meantime brings the samples back.
          setCleared(localStorage.getItem(RECENT_PROJECTS_CLEARED_KEY) === 'true');
          panel.current?.toggle(e);
        }}
        aria-haspopup="dialog"
      />
      <OverlayPanel
        ref={panel}
        className="recent-projects-panel"
        pt={{ root: { role: 'dialog', 'aria-label': t('shell.projects.title') } }}
      >
        <h2 className="overlay-title">{t('shell.projects.title')}</h2>
        {projects.length === 0 ? (
          <p className="recent-projects-empty">{t('shell.projects.empty')}</p>
        ) : (
          <ul className="recent-projects-list">
            {projects.map((project) => (
              <li key={project.id}>
                <Link to={project.link} onClick={() => panel.current?.hide()}>
                  <i className="pi pi-folder" aria-hidden="true" /> {project.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Button
          label={t('shell.projects.clear')}
          icon="pi pi-trash"
          size="small"
          text
          severity="secondary"
          onClick={clear}
          disabled={projects.length === 0}
        />
      </OverlayPanel>
    </div>
  );
}
