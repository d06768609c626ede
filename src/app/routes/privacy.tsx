import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@app/features/legal';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/privacy')({
  head: staticHead('/privacy'),
  component: PrivacyPage,
});
