import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { SidePanelModeProps } from '../../lib/sidePanel';

/** A side-panel mode whose area is not built yet. */
export default function ModePlaceholder({
  fromCampaignProgramPage,
}: Pick<SidePanelModeProps, 'fromCampaignProgramPage'>) {
  const { t } = useTranslation();
  return (
    <div className="side-panel-placeholder">
      <Message severity="info" text={t('shell.sidePanel.placeholder')} />
      {fromCampaignProgramPage && <p>{t('shell.sidePanel.fromCampaignProgram')}</p>}
    </div>
  );
}
