import { createFileRoute } from '@tanstack/react-router';
import { HomePage, dayMatchesQueryOptions } from '@app/features/football';
import { HomeBonus } from '@app/features/bonus';
import { NewsSection, newsListQueryOptions } from '@app/features/news';
import { useTodayMatches } from '@app/features/live';
import { HOME_LAZY, useLazySection } from '@app/lib/lazy-section';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/')({
  head: staticHead('/'),
  // Today's matches and the team badges are on the first screen, so they are in view from the start
  // (spec §9: threshold 0, no delay): the server render asks for the day's list and draws them, the
  // page's largest element being real rows rather than skeletons. On a day with few matches the news
  // is on the first screen too, and its headlines (drawn late) were the largest element: the server
  // draws them as well. The browser keeps the lazy rule (the sections ask when reached; with the
  // server's answer in the cache they show it meanwhile).
  loader: async ({ context }) => {
    if (import.meta.env.SSR) {
      await Promise.all([
        context.queryClient.prefetchQuery(dayMatchesQueryOptions()),
        context.queryClient.prefetchQuery(newsListQueryOptions()),
      ]);
    }
  },
  component: RoutePage,
});

/** The news section by its lazy rule (spec §9: threshold 0.1, margin 50 px, 300 ms): fetched only then. */
function HomeNews() {
  const [ref, ready] = useLazySection<HTMLDivElement>(HOME_LAZY.news);
  return (
    <div ref={ref}>
      <NewsSection enabled={ready} limit={4} compact />
    </div>
  );
}

// Made once: when the live feed takes over today's matches the page renders again, not these sections.
const homeNews = <HomeNews />;
const homeBonus = <HomeBonus />;

function RoutePage() {
  return <HomePage todayMatches={useTodayMatches()} news={homeNews} aside={homeBonus} />;
}
