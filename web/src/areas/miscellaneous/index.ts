export { NotFoundPage } from './components/NotFoundPage';
export { SearchPage } from './components/SearchPage';
export { ServerErrorPage } from './components/ServerErrorPage';
