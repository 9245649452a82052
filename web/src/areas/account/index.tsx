import { AccountPage } from './components/AccountPage';

/** The account area (route `myAccount`): the signed-in user's own account. */
export default function AccountArea() {
  return <AccountPage />;
}
