import { fireEvent, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { useState } from 'react';
import { ErrorBoundary } from '@app/components/ui/error-boundary';

function Bomb({ explode }: { explode: boolean }) {
  if (explode) throw new Error('Falhou ao desenhar');
  return <p>Conteúdo ok</p>;
}

function Harness() {
  const [explode, setExplode] = useState(true);
  return (
    <ErrorBoundary
      onReset={() => setExplode(false)}
      fallback={({ error, reset }) => (
        <div>
          <p>{error.message}</p>
          <button onClick={reset}>Tentar novamente</button>
        </div>
      )}
    >
      <Bomb explode={explode} />
    </ErrorBoundary>
  );
}

test('shows the supplied fallback and its reset renders the children again', () => {
  const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Harness />);
  expect(screen.queryByText('Falhou ao desenhar')).not.toBeNull();
  expect(screen.queryByText('Conteúdo ok')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
  expect(screen.queryByText('Conteúdo ok')).not.toBeNull();
  expect(screen.queryByText('Falhou ao desenhar')).toBeNull();
  error.mockRestore();
});
