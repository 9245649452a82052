export { ProgramDetailsPage } from './components/details/ProgramDetailsPage';
export { TacticCatalogPage } from './components/catalog/TacticCatalogPage';
export { CustomizePage, FinalizePage } from './components/catalog/FinalizePage';
export { ProgramOverviewPage } from './components/overview/ProgramOverviewPage';
export { PromoCodeRequestPage } from './components/promos/PromoCodeRequestPage';
export { ProgramStepFrame } from './components/common/ProgramStepFrame';
