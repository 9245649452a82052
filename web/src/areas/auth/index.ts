export { AuthPlaceholderPage } from './components/AuthPlaceholderPage';
export { LoginPage } from './components/LoginPage';
