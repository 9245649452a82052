import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { DeliveryInformationPanel } from '../components/DeliveryInformationPanel';
import { deliveryModeProps } from './modeProps';

/** Side-panel mode delivery-information: `openSidePanel('delivery-information', { programId })`. */
export default function DeliveryInformationMode({ props, close }: SidePanelModeProps<'delivery-information'>) {
  const { programId, fromCampaigns } = deliveryModeProps({ props });
  return (
    <DeliveryInformationPanel
      key={programId ?? 0}
      programId={programId}
      fromCampaigns={fromCampaigns}
      onClose={close}
    />
  );
}
