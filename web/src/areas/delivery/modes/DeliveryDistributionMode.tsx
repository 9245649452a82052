import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { DistributionSummary } from '../components/DistributionSummary';
import { deliveryModeProps } from './modeProps';

/** Side-panel mode delivery-distribution (the Distribution modal): `openSidePanel('delivery-distribution', { programId })`. */
export default function DeliveryDistributionMode({ props }: SidePanelModeProps<'delivery-distribution'>) {
  const { t } = useTranslation();
  const { programId, fromCampaigns } = deliveryModeProps({ props });
  if (!programId) return <Message severity="info" text={t('delivery.noProgram')} />;
  return <DistributionSummary key={programId} programId={programId} fromCampaigns={fromCampaigns} />;
}
