import { createFileRoute } from '@tanstack/react-router';
import { isValidYmd, ymdIn } from '@shared/datetime';
import { optionalChecked, optionalId, searchSchema } from '@app/lib/search-params';
import { PageSkeleton } from '@app/components/ui/page-skeleton';
import { PredictionsPage, backtestSummaryQueryOptions, dayPredictionsQueryOptions } from '@app/features/predictions';
import { staticHead } from '@app/lib/seo';

const validateSearch = searchSchema({
  date: optionalChecked(isValidYmd),
  league: optionalId,
});

export const Route = createFileRoute('/ai')({
  head: staticHead('/ai'),
  validateSearch,
  loaderDeps: ({ search }) => ({ date: search.date, league: search.league }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(backtestSummaryQueryOptions()),
      context.queryClient.ensureQueryData(
        dayPredictionsQueryOptions({ date: deps.date ?? ymdIn(new Date()), league: deps.league }),
      ),
      // A failure is shown by the section that needs the data, with 'Tentar novamente'.
    ]).catch(() => undefined),
  pendingComponent: () => <PageSkeleton blocks={[224, 224, 320]} />,
  component: RoutePage,
});

function RoutePage() {
  const { date, league } = Route.useSearch();
  return <PredictionsPage date={date} league={league} />;
}
