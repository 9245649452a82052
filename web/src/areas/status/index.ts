export { ProgramStatusPage } from './components/ProgramStatusPage';
export { MyCampaignsPage } from './components/MyCampaignsPage';
