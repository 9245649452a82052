import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SidePanelMode, SidePanelModeProps } from '../../lib/sidePanel';

type ModeComponent<M extends SidePanelMode> = LazyExoticComponent<ComponentType<SidePanelModeProps<M>>>;

/** The one registry of the side panel's modes (spec 01, section 2): the type makes every mode listed. */
export const sidePanelModes: { [M in SidePanelMode]: ModeComponent<M> } = {
  'campaign-info': lazy(() => import('../../areas/campaigns/modes/CampaignInfoMode')),
  'create-campaign': lazy(() => import('../../areas/programs/modes/CreateCampaignMode')),
  'create-new-tactic': lazy(() => import('../../areas/programs/modes/CreateTacticMode')),
  'funding-sources': lazy(() => import('../../areas/programs/modes/FundingSourcesMode')),
  jobs: lazy(() => import('../../areas/programs/modes/JobsMode')),
  contributions: lazy(() => import('../../areas/programs/modes/ContributionsMode')),
  'edit-reason': lazy(() => import('./EditReasonMode')),
  'delivery-information': lazy(() => import('../../areas/delivery/modes/DeliveryInformationMode')),
  'addressbook-delivery-information': lazy(
    () => import('../../areas/delivery/modes/AddressBookDeliveryInformationMode'),
  ),
  'delivery-distribution': lazy(() => import('../../areas/delivery/modes/DeliveryDistributionMode')),
  mindshare: lazy(() => import('../../areas/expenses/modes/MindshareMode')),
  'new-communication-request': lazy(() => import('../../areas/requests/modes/NewCommunicationRequestMode')),
  'communication-request-details': lazy(() => import('../../areas/requests/modes/CommunicationRequestDetailsMode')),
  'campaign-cart': lazy(() => import('../../areas/programs/modes/CampaignCartMode')),
  'profile-version': lazy(() => import('../../areas/retailerProfile/modes/ProfileVersionMode')),
  'profile-approval': lazy(() => import('../../areas/retailerProfile/modes/ProfileApprovalMode')),
};
