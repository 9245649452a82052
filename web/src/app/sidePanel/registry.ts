import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SidePanelMode, SidePanelModeProps } from '../../lib/sidePanel';

type ModeComponent = LazyExoticComponent<ComponentType<SidePanelModeProps>>;

// One chunk for every mode not built yet; a mode's area replaces its line with its own component.
const comingSoon = lazy(() => import('./ModePlaceholder'));

/** The one registry of the side panel's modes (spec 01, section 2): the type makes every mode listed. */
export const sidePanelModes: Record<SidePanelMode, ModeComponent> = {
  'campaign-info': comingSoon,
  'create-campaign': comingSoon,
  'create-new-tactic': comingSoon,
  'funding-sources': comingSoon,
  jobs: comingSoon,
  contributions: comingSoon,
  'edit-reason': comingSoon,
  'delivery-information': comingSoon,
  'addressbook-delivery-information': comingSoon,
  'delivery-distribution': comingSoon,
  mindshare: comingSoon,
  'new-communication-request': comingSoon,
  'communication-request-details': comingSoon,
  'campaign-cart': comingSoon,
  'profile-version': comingSoon,
  'profile-approval': comingSoon,
};
