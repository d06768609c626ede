import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { PageTabs } from '@app/components/ui/tabs';

test('page tabs wrap onto another row instead of hiding tabs off a phone screen (issue 35 point 5)', () => {
  const labels = ['Perfil', 'Segurança', 'Notificações', 'Assinatura', 'Pagamentos', 'Privacidade'];
  render(
    <PageTabs
      label="Seções do perfil"
      tabs={labels.map((label) => ({ value: label, label, content: label }))}
      value="Perfil"
      onValueChange={() => undefined}
    />,
  );
  const list = screen.getByRole('tablist', { name: 'Seções do perfil' });
  // A sideways-scrolling row cut "Assinatura" and hid "Privacidade" at 375 px with no hint.
  expect(list.className).toContain('flex-wrap');
  expect(list.className).not.toContain('overflow-x-auto');
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(labels);
});
