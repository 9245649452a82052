export { NotFoundPage } from './components/NotFoundPage';
export { SearchPage } from './components/SearchPage';
export { ServerErrorPage } from './components/ServerErrorPage';
export { ContactPage } from './components/ContactPage';
