import { useLocation } from 'react-router-dom';

export const REGISTER_PATH = '/auth/register';
export const FORGOT_PATH = '/auth/forgot';
export const LOCKED_PATH = '/auth/locked';

/**
 * What one auth page hands the next (router state, so no e-mail lands in the URL): the e-mail typed so far, a
 * success to show on the sign-in page, whether to go straight to the confirmation code, whether Cognito wants
 * the password reset.
 */
export interface AuthNavigationState {
  email?: string;
  notice?: 'confirmed' | 'passwordReset';
  confirm?: boolean;
  resetRequired?: boolean;
}

export function useAuthNavigationState(): AuthNavigationState {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null) return {};
  const { email, notice, confirm, resetRequired } = state as Record<string, unknown>;
  return {
    ...(typeof email === 'string' ? { email } : {}),
    ...(notice === 'confirmed' || notice === 'passwordReset' ? { notice } : {}),
    ...(confirm === true ? { confirm } : {}),
    ...(resetRequired === true ? { resetRequired } : {}),
  };
}
