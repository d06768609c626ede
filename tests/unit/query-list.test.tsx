// One list component for a query's four states (issue 25): loading, error with a retry that
// refetches, empty, and the items with the whole answer beside them.
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { QueryList } from '@app/components/ui/query-list';

interface Answer {
  items: string[];
  total: number;
}

function Names({ fetch, withEmpty = true }: { fetch: () => Promise<Answer>; withEmpty?: boolean }) {
  const query = useQuery({ queryKey: ['names'], queryFn: fetch, retry: false });
  return (
    <QueryList
      query={query}
      items={(data) => data.items}
      loading={<p>Carregando nomes</p>}
      errorTitle="Não foi possível carregar os nomes"
      empty={withEmpty ? <p>Nenhum nome</p> : undefined}
    >
      {(items, data) => (
        <ul aria-label={`${data.total} nomes`}>
          {items.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}

function renderNames(fetch: () => Promise<Answer>, withEmpty?: boolean) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <Names fetch={fetch} withEmpty={withEmpty} />
    </QueryClientProvider>,
  );
}

describe('QueryList', () => {
  test('shows the loading placeholder, then the items with the answer beside them', async () => {
    let answer!: (value: Answer) => void;
    const { container } = renderNames(() => new Promise((resolve) => (answer = resolve)));
    // The placeholder alone, no list yet.
    expect(container.textContent).toBe('Carregando nomes');
    answer({ items: ['Ana', 'Bia'], total: 7 });
    const list = await screen.findByRole('list', { name: '7 nomes' });
    expect(list.textContent).toBe('AnaBia');
  });

  test('an error says so with its title and message, and "Tentar novamente" fetches again', async () => {
    let calls = 0;
    renderNames(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Servidor fora do ar.');
      return { items: ['Caio'], total: 1 };
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível carregar os nomes');
    // The server's message, inside the alert.
    expect(screen.getByText('Servidor fora do ar.').closest('[role="alert"]')).toBe(alert);
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect((await screen.findByRole('list', { name: '1 nomes' })).textContent).toBe('Caio');
    expect(calls).toBe(2);
  });

  test('an empty list shows the empty state; without one, the children render the empty list', async () => {
    const { container, unmount } = renderNames(async () => ({ items: [], total: 0 }));
    await screen.findByText('Nenhum nome');
    expect(container.textContent).toBe('Nenhum nome');
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    renderNames(async () => ({ items: [], total: 0 }), false);
    expect((await screen.findByRole('list', { name: '0 nomes' })).children).toHaveLength(0);
  });
});
