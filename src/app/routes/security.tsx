import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '@app/features/legal';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/security')({
  head: staticHead('/security'),
  component: SecurityPage,
});
