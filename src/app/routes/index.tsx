import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@app/features/football/pages/home-page';
import { HomeBonus } from '@app/features/bonus/components/home-bonus';
import { NewsSection } from '@app/features/news/components/news-section';
import { useTodayMatches } from '@app/features/live/today';
import { HOME_LAZY, useLazySection } from '@app/lib/lazy-section';
import { staticHead } from '@app/lib/seo';

export const Route = createFileRoute('/')({
  head: staticHead('/'),
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

function RoutePage() {
  return <HomePage todayMatches={useTodayMatches()} news={<HomeNews />} aside={<HomeBonus />} />;
}
