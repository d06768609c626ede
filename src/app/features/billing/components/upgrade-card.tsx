// What a free user sees in place of a Pro feature: what it is and the way to it, never a broken page.
import { Link } from '@tanstack/react-router';
import { Crown } from 'lucide-react';
import { buttonClasses } from '@app/components/ui/button';

export function UpgradeCard({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-[12px] border border-accent/40 bg-accent/5 p-5 md:flex-row md:items-center">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent">
        <Crown className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p className="text-sm text-text-muted">{description}</p>
      </div>
      <Link to="/plans" className={buttonClasses('primary')}>
        Conhecer o Pro
      </Link>
    </div>
  );
}
