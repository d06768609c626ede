import { createFileRoute } from '@tanstack/react-router';
import { UserDetailPage } from '@app/features/admin';
import { useAuth } from '@app/features/auth';

export const Route = createFileRoute('/admin/_admin/users/$userId')({
  component: RoutePage,
});

function RoutePage() {
  const { userId } = Route.useParams();
  const { user } = useAuth();
  return <UserDetailPage key={userId} userId={Number(userId)} currentUserId={user?.id ?? 0} />;
}
