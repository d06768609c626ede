import { useEffect, useState } from 'react';

/**
 * Milliseconds left until `expiresAt`, ticking every second. `serverTime` (the server's clock when
 * the payment was read) corrects a device whose clock is off, so every screen shows the same time.
 */
export function useCountdown(expiresAt: string | undefined, serverTime?: string): number | null {
  const [offset] = useState(() => (serverTime ? new Date(serverTime).getTime() - Date.now() : 0));
  const target = expiresAt ? new Date(expiresAt).getTime() : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (target === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [target]);
  return target === null ? null : Math.max(0, target - (now + offset));
}

/** 1799000 → "29:59"; over an hour: "2h 05min"; over a day: "3 dias". */
export function formatRemaining(ms: number): string {
  const totalSeconds = Math.ceil(ms / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  if (days >= 2) return `${days} dias`;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  if (hours > 0) return `${hours}h ${String(minutes).padStart(2, '0')}min`;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
