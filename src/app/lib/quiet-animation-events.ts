// The skeletons' and the live dots' pulses are endless CSS animations: each element fires an
// `animationiteration` event every cycle, and React's root listener (it listens to every event it
// knows) receives them all. Before hydration has finished, each one costs React a walk up the DOM to
// find the component it belongs to: on `/` (34 pulsing elements) one frame's batch was a single task
// of ~90 ms on this machine, ×4 on a phone, in the middle of hydration. Nothing in the app listens to
// `animationiteration`, so it stops at the window, before it reaches the page.

/** Stops every `animationiteration` event at the window's capture phase. Returns the undo. */
export function quietAnimationIterations(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const stop = (event: Event) => event.stopPropagation();
  target.addEventListener('animationiteration', stop, { capture: true });
  return () => target.removeEventListener('animationiteration', stop, { capture: true });
}
