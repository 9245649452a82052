import type { SidePanelModeProps } from '../../../lib/sidePanel';

/** The delivery area's modes; they take the same props. */
type DeliveryMode = 'delivery-information' | 'addressbook-delivery-information' | 'delivery-distribution';

/**
 * What an opener hands the delivery modes through `openSidePanel(mode, props)`:
 * `{ programId?: number, fromCampaigns?: boolean }`. Without a program id the delivery-information modes manage a
 * retailer's address book only.
 */
export function deliveryModeProps({ props }: Pick<SidePanelModeProps<DeliveryMode>, 'props'>) {
  const programId =
    typeof props.programId === 'number' && Number.isInteger(props.programId) && props.programId > 0
      ? props.programId
      : null;
  return { programId, fromCampaigns: props.fromCampaigns === true };
}
