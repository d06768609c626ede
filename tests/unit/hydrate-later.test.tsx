// Hydration in pieces (issue 14): the parts wrapped in HydrateLater keep the server's DOM, answer
// nothing until their turn, then hydrate in place, one per task, in page order; nested parts wait for
// their part; without deferring (desktop width) and after the start everything runs at once.
import { useLayoutEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { HydrateLater, hydrateInPieces } from '@app/lib/hydrate-later';

// The tasks between pieces, counted: each yield is a new task.
const tasks = vi.hoisted(() => ({ count: 0 }));
vi.mock('@app/lib/yield-to-main', () => ({
  yieldToMain: () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        tasks.count++;
        resolve();
      }, 0),
    ),
}));

/** Which counter committed (hydrated or rendered) in which task. */
const committed: string[] = [];

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  useLayoutEffect(() => {
    committed.push(`${name}@${tasks.count}`);
  }, [name]);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <div>
      <Counter name="topo" />
      <HydrateLater>
        <section>
          <Counter name="primeira" />
          <HydrateLater>
            <Counter name="dentro" />
          </HydrateLater>
        </section>
      </HydrateLater>
      <HydrateLater>
        <Counter name="segunda" />
      </HydrateLater>
    </div>
  );
}

const button = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name} `) });

function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(container);
  return container;
}

describe('hydrateInPieces', () => {
  test('leaves the parts for later tasks, keeps their DOM, then hydrates them in page order', async () => {
    const container = serverRendered();
    const html = container.innerHTML;
    const before = [...container.querySelectorAll('*')];
    let done = false;
    const pieces = hydrateInPieces(() => hydrateRoot(container, <Page />), { defer: true }).then(() => (done = true));
    // The top hydrated at once; the parts are the server's DOM, not yet listening.
    act(() => button('topo').click());
    expect(button('topo').textContent).toBe('topo 1');
    button('primeira').click();
    button('segunda').click();
    await Promise.resolve();
    expect(button('primeira').textContent).toBe('primeira 0');
    expect(button('segunda').textContent).toBe('segunda 0');
    expect(done).toBe(false);

    await act(() => pieces);
    // Same elements, same markup (but for the clicked counter): hydrated in place, nothing redrawn.
    expect([...container.querySelectorAll('*')]).toEqual(before);
    expect(container.innerHTML).toBe(html.replace(/topo (<!-- -->)?0/, (text) => text.replace('0', '1')));
    for (const name of ['primeira', 'dentro', 'segunda']) {
      act(() => button(name).click());
      expect(button(name).textContent).toBe(`${name} 1`);
    }
  });

  test('one part per task, in page order, the nested one after its part', async () => {
    const container = serverRendered();
    committed.length = 0;
    tasks.count = 0;
    // Not inside act(), which holds every render until it ends.
    await hydrateInPieces(() => hydrateRoot(container, <Page />), { defer: true });
    expect(committed).toEqual(['topo@0', 'primeira@1', 'segunda@2', 'dentro@3']);
  });

  test('without deferring (desktop width) everything hydrates at once', async () => {
    const container = serverRendered();
    const pieces = hydrateInPieces(() => hydrateRoot(container, <Page />), { defer: false });
    act(() => button('segunda').click());
    expect(button('segunda').textContent).toBe('segunda 1');
    await act(() => pieces);
  });

  test('a client render (a later navigation) draws the parts at once', () => {
    document.body.replaceChildren();
    render(<Page />);
    act(() => button('dentro').click());
    expect(button('dentro').textContent).toBe('dentro 1');
  });
});
