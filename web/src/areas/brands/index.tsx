/**
 * Brands (spec 03, 'Brand allocation'): a brand's allocation page (`brandallocation/{id}`) by retailer and quarter
 * with its revisions and retainer; a change goes through the side panel's edit-reason mode.
 */
export { BrandAllocationPage } from './components/BrandAllocationPage';
