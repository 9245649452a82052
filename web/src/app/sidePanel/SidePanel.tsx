import { Button } from 'primereact/button';
import { Suspense, useEffect, useMemo, useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/PageSpinner';
import {
  closeSidePanel,
  openingControls,
  useSidePanelState,
  type SidePanelMode,
  type SidePanelModeProps,
  type SidePanelModePropsMap,
} from '../../lib/sidePanel';
import { sidePanelModes } from './registry';

/** The side modal area: 40% of the width beside the page (which shrinks to 60%) while a mode is open. */
export function SidePanel() {
  const { t } = useTranslation();
  const state = useSidePanelState();
  const ref = useRef<HTMLElement>(null);

  // Opening any mode shows it from the top.
  useEffect(() => {
    if (state) {
      ref.current?.scrollTo?.({ top: 0 });
      ref.current?.focus({ preventScroll: true });
    }
  }, [state]);

  if (!state) return null;
  return (
    <aside className="side-panel" ref={ref} tabIndex={-1} aria-labelledby="side-panel-title" data-mode={state.mode}>
      <div className="side-panel-header">
        <h2 id="side-panel-title">{t(`shell.sidePanel.modes.${state.mode}`)}</h2>
        <Button
          icon="pi pi-times"
          text
          rounded
          aria-label={t('shell.sidePanel.close')}
          title={t('shell.sidePanel.close')}
          onClick={closeSidePanel}
        />
      </div>
      <div className="side-panel-body">
        <Suspense fallback={<PageSpinner />}>
          <OpenMode
            key={state.opening}
            opening={state.opening}
            mode={state.mode}
            props={state.props}
            fromCampaignProgramPage={state.fromCampaignProgramPage}
          />
        </Suspense>
      </div>
    </aside>
  );
}

/** One mode's component with its own props: `M` ties the registry's entry to the props the opener gave. */
function OpenMode<M extends SidePanelMode>({
  opening,
  mode,
  props,
  fromCampaignProgramPage,
}: {
  opening: number;
  mode: M;
  props: SidePanelModePropsMap[M];
  fromCampaignProgramPage: boolean;
}) {
  const Mode: ComponentType<SidePanelModeProps<M>> = sidePanelModes[mode];
  const controls = useMemo(() => openingControls(opening), [opening]);
  return <Mode props={props} fromCampaignProgramPage={fromCampaignProgramPage} {...controls} />;
}
