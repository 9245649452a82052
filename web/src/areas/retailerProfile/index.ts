export { DocumentLibraryPage } from './components/DocumentLibraryPage';
export { OwnerResidentPage } from './components/OwnerResidentPage';
export { RetailerProfilePage } from './components/RetailerProfilePage';
