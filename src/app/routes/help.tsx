import { createFileRoute } from '@tanstack/react-router';
import { HelpPage } from '@app/features/legal';
import { routeHead } from '@app/lib/seo';

export const Route = createFileRoute('/help')({
  // The FAQ (in the page's chunk too) comes with the SEO builders, not in the first load.
  head: () =>
    routeHead(async (seo, site) => {
      const { HELP_FAQ } = await import('@shared/help-faq');
      return seo.staticSeo('/help', site, { faq: HELP_FAQ });
    }),
  component: HelpPage,
});
