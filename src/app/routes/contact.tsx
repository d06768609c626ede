import { createFileRoute } from '@tanstack/react-router';
import { CONTACT_CATEGORIES } from '@shared/contact-rules';
import { optionalEnum, searchSchema } from '@app/lib/search-params';
import { ContactPage } from '@app/features/contact';
import { useAuth } from '@app/features/auth';
import { staticHead } from '@app/lib/seo';

// ?category= picks the subject (/support and /feedback lead here with theirs).
const validateSearch = searchSchema({ category: optionalEnum(CONTACT_CATEGORIES) });

export const Route = createFileRoute('/contact')({
  head: staticHead('/contact'),
  validateSearch,
  component: RoutePage,
});

function RoutePage() {
  const { category } = Route.useSearch();
  const { user } = useAuth();
  const account = user ? { name: user.username, email: user.email } : null;
  // A new key once the account is known (after hydration), so the form starts with its name and address.
  return (
    <ContactPage key={`${user?.id ?? 'visitor'}-${category}`} category={category ?? 'contact'} account={account} />
  );
}
