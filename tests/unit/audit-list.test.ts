// How an audited CSV export reads in the admin's audit list (issue 23 point 8).
import { expect, test } from 'vitest';
import { changes, exportSummary } from '@app/features/admin/components/audit-list';

test('an export row shows its row count and the filters that were set, not the sort or page', () => {
  expect(exportSummary({ count: 12, filter: { q: 'silva', role: 'admin', sort: 'createdAt', order: 'desc' } })).toBe(
    '12 linhas · q=silva, role=admin',
  );
  expect(exportSummary({ count: 1, filter: { sort: 'createdAt' } })).toBe('1 linha · sem filtros');
  expect(exportSummary({ role: 'user' })).toBe('');
  expect(exportSummary(null)).toBe('');
});

// Issue 35 point 2: "status: new → handled", "disabled: false → true" read as words.
test('a change reads in Portuguese: field and values', () => {
  expect(changes({ status: 'new' }, { status: 'handled' })).toBe('situação: nova → tratada');
  expect(changes({ disabled: false }, { disabled: true })).toBe('desativado: não → sim');
  expect(changes({ role: 'user' }, { role: 'admin' })).toBe('papel: usuário → administrador');
  expect(changes({ other: 'x' }, { other: 'y' })).toBe('other: x → y');
});
