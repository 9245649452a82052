/**
 * Brands (spec 03, 'Brand allocation'): the brands summary (`brandssummary`) and the retailer summary
 * (`retailersummary`) of a budget year, and a brand's allocation page (`brandallocation/{id}`) by retailer and
 * quarter with its revisions and retainer; a change goes through the side panel's edit-reason mode.
 */
export { BrandAllocationPage } from './components/BrandAllocationPage';
export { BrandsSummaryPage } from './components/BrandsSummaryPage';
export { RetailerSummaryPage } from './components/RetailerSummaryPage';
