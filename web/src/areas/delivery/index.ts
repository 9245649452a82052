/**
 * Delivery: the delivery information panel (side-panel modes delivery-information and
 * addressbook-delivery-information), the Distribution modal (mode delivery-distribution) and the distribution
 * step (route tactic-catalog/{programId}/finalize/distribution). Other areas open the panel through the shell:
 * `openSidePanel('delivery-information', { programId })` from lib/sidePanel.
 */
export { DistributionPage } from './components/DistributionPage';
export { AddressBookPage } from './components/AddressBookPage';
