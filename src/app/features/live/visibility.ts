// Runs a callback a little after the tab comes back from being hidden for longer than a threshold
// (spec §9: helper default 30 s, 1 s delay).
import { SYNC } from '@shared/constants';

export function onTabReturn(
  callback: () => void,
  {
    thresholdMs = SYNC.visibilityHelperDefaultThresholdMs as number,
    delayMs = SYNC.visibilityHelperDelayMs as number,
  } = {},
): () => void {
  let hiddenAt: number | null = document.visibilityState === 'hidden' ? Date.now() : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onChange = () => {
    if (document.visibilityState === 'hidden') {
      hiddenAt = Date.now();
      return;
    }
    if (hiddenAt != null && Date.now() - hiddenAt > thresholdMs) {
      clearTimeout(timer);
      timer = setTimeout(callback, delayMs);
    }
    hiddenAt = null;
  };
  document.addEventListener('visibilitychange', onChange);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onChange);
  };
}
