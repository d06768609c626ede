// The password prompt of the admin re-authentication: an action that the server refused with
// 'reauth_required' awaits askPassword(); the dialog (ReauthDialog, mounted once in the admin frame)
// resolves it with true after POST /api/admin/reauth succeeded, false when closed.
import { create } from 'zustand';

interface ReauthState {
  open: boolean;
  resolve: ((ok: boolean) => void) | null;
}

export const useReauthStore = create<ReauthState>(() => ({ open: false, resolve: null }));

export function askPassword(): Promise<boolean> {
  const previous = useReauthStore.getState().resolve;
  previous?.(false);
  return new Promise((resolve) => useReauthStore.setState({ open: true, resolve }));
}

export function settleReauth(ok: boolean): void {
  const { resolve } = useReauthStore.getState();
  useReauthStore.setState({ open: false, resolve: null });
  resolve?.(ok);
}
