export { GuidelinesPage, ResourcesPage } from './components/ContentPage';
