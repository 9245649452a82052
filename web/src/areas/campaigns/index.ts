export { CampaignLibraryPage } from './components/CampaignLibraryPage';
