export { AppDialog } from './AppDialog';
