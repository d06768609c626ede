// Spec §4 "Password recovery": the emailed link opens the home page with
// #access_token=...&type=recovery; keep the token for this tab, clear the fragment, go to /reset-password.
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { RESET_TOKEN_STORAGE_KEY } from '@shared/auth-rules';

export function readRecoveryToken(location: { pathname: string; hash: string }): string | null {
  if (location.pathname !== '/' || !location.hash.includes('access_token')) return null;
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const token = params.get('access_token');
  return token && params.get('type') === 'recovery' ? token : null;
}

export function useRecoveryRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const token = readRecoveryToken(window.location);
    if (!token) return;
    try {
      sessionStorage.setItem(RESET_TOKEN_STORAGE_KEY, token);
    } catch {
      // Without sessionStorage the reset page says the link is missing.
    }
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    void navigate({ to: '/reset-password', replace: true });
  }, [navigate]);
}
