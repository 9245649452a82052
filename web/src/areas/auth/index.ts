export { LoginPage } from './components/LoginPage';
