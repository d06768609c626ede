// How an audited CSV export reads in the admin's audit list (issue 23 point 8).
import { expect, test } from 'vitest';
import { exportSummary } from '@app/features/admin/components/audit-list';

test('an export row shows its row count and the filters that were set, not the sort or page', () => {
  expect(exportSummary({ count: 12, filter: { q: 'silva', role: 'admin', sort: 'createdAt', order: 'desc' } })).toBe(
    '12 linhas · q=silva, role=admin',
  );
  expect(exportSummary({ count: 1, filter: { sort: 'createdAt' } })).toBe('1 linha · sem filtros');
  expect(exportSummary({ role: 'user' })).toBe('');
  expect(exportSummary(null)).toBe('');
});
