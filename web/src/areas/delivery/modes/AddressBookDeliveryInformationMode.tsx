import type { SidePanelModeProps } from '../../../lib/sidePanel';
import { DeliveryInformationPanel } from '../components/DeliveryInformationPanel';
import { deliveryModeProps } from './modeProps';

/**
 * Side-panel mode addressbook-delivery-information: the delivery information opened on its address book (what
 * a type 4 theme's program opens, 300 ms after its panel): `openSidePanel('addressbook-delivery-information', { programId })`.
 */
export default function AddressBookDeliveryInformationMode({
  props,
  close,
}: SidePanelModeProps<'addressbook-delivery-information'>) {
  const { programId, fromCampaigns } = deliveryModeProps({ props });
  return (
    <DeliveryInformationPanel
      key={programId ?? 0}
      programId={programId}
      fromCampaigns={fromCampaigns}
      initialView="addressBook"
      onClose={close}
    />
  );
}
