// The endless pulses' animationiteration events stop at the window (lib/quiet-animation-events.ts):
// React's root listener, below it, never sees them; other animation events pass.
import { afterEach, expect, test } from 'vitest';
import { quietAnimationIterations } from '@app/lib/quiet-animation-events';

let undo: (() => void) | undefined;
afterEach(() => {
  undo?.();
  document.body.innerHTML = '';
});

function fire(type: string) {
  const root = document.createElement('div');
  const dot = document.createElement('span');
  root.appendChild(dot);
  document.body.appendChild(root);
  const heard: string[] = [];
  root.addEventListener(type, () => heard.push('bubble'));
  root.addEventListener(type, () => heard.push('capture'), { capture: true });
  dot.dispatchEvent(new Event(type, { bubbles: true }));
  return heard;
}

test('an animationiteration event reaches no listener below the window', () => {
  expect(fire('animationiteration')).toEqual(['capture', 'bubble']);
  undo = quietAnimationIterations();
  expect(fire('animationiteration')).toEqual([]);
});

test('animationstart and animationend still arrive (Radix waits for them)', () => {
  undo = quietAnimationIterations();
  expect(fire('animationstart')).toEqual(['capture', 'bubble']);
  expect(fire('animationend')).toEqual(['capture', 'bubble']);
});
