import { useEffect, useState } from 'react';
import type { TeamRef } from '@shared/football';
import { LAZY } from '@shared/constants';
import { cn } from '@app/components/ui/cn';

/**
 * A page's main crests (match, team, head-to-head headers) load at once and, after the spec's 100 ms
 * (LAZY.imagePriorityDelayMs, spec §9), are marked high fetch priority: the first paint's own requests
 * go first, then the crests ahead of everything else below the fold.
 */
export function useDelayedHighPriority(enabled: boolean): 'high' | 'auto' {
  const [high, setHigh] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setHigh(true), LAZY.imagePriorityDelayMs);
    return () => clearTimeout(timer);
  }, [enabled]);
  return enabled && high ? 'high' : 'auto';
}

/** Our crests come in two widths (96 px, and 192 px with size=192): larger ones pick the larger one. */
const LARGE_CREST_PX = 32;

/** `srcset` for a crest shown over LARGE_CREST_PX, when the picture is ours (it has the 192 px one). */
export function crestSrcSet(img: string, size: number): string | undefined {
  if (size <= LARGE_CREST_PX || !/\/crest\.webp(\?|$)/.test(img)) return undefined;
  return `${img} 96w, ${img}${img.includes('?') ? '&' : '?'}size=192 192w`;
}

/** The team's crest picture; sized by the caller, always with width and height (no layout shift). */
export function TeamCrest({
  team,
  size = 20,
  className,
  priority = false,
}: {
  team: Pick<TeamRef, 'img' | 'name'>;
  size?: number;
  className?: string;
  /** A page's main crest: eager, and high fetch priority after the delay. */
  priority?: boolean;
}) {
  const fetchPriority = useDelayedHighPriority(priority);
  const srcSet = crestSrcSet(team.img, size);
  return (
    <img
      src={team.img}
      srcSet={srcSet}
      sizes={srcSet ? `${size}px` : undefined}
      width={size}
      height={size}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      decoding="async"
      className={cn('shrink-0', className)}
      style={{ width: size, height: size }}
    />
  );
}
