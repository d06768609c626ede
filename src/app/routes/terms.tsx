import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@app/features/legal';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/terms')({
  head: staticHead('/terms'),
  component: TermsPage,
});
