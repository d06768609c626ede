import type { ReactNode } from 'react';
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

/**
 * Skeleton blocks that pulse as one: the group is one animation, its blocks hold still (app.css). Put
 * it around rows of blocks; borders inside it pulse with them.
 */
export function SkeletonGroup({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div data-skeleton-group="" className={className}>
      {children}
    </div>
  );
}
