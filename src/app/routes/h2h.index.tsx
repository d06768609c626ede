import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { optionalId, searchSchema } from '@app/lib/search-params';
import { teamDetailQueryOptions, H2hPickerPage } from '@app/features/football';
import { staticHead } from '@app/lib/seo';

// ?home={teamId}: the team page's "compare" link starts with that team chosen.
const validateSearch = searchSchema({ home: optionalId });

export const Route = createFileRoute('/h2h/')({
  head: staticHead('/h2h'),
  validateSearch,
  component: RoutePage,
});

function RoutePage() {
  const { home } = Route.useSearch();
  const team = useQuery({ ...teamDetailQueryOptions(String(home ?? 0)), enabled: home !== undefined });
  if (home !== undefined && team.isPending) return <H2hPickerPage key="loading" />;
  return <H2hPickerPage key={team.data?.team.id ?? 'none'} initialHome={team.data?.team ?? null} />;
}
