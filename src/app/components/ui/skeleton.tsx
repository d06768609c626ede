import { cn } from './cn';

/** Placeholder block with the same footprint as the content it stands for (no layout shift). */
export function Skeleton({ className, style }: { className?: string; style?: React.CSSProperties }) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cn('animate-pulse rounded-lg bg-surface-2', className)}
      style={style}
    />
  );
}
