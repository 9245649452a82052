export { ForgotPasswordPage } from './components/ForgotPasswordPage';
export { LockedPage } from './components/LockedPage';
export { LoginPage } from './components/LoginPage';
export { RegisterPage } from './components/RegisterPage';
