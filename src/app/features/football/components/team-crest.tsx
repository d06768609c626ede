import type { TeamRef } from '@shared/football';
import { cn } from '@app/components/ui/cn';

/** The generated SVG crest; sized by the caller, always with width and height (no layout shift). */
export function TeamCrest({
  team,
  size = 20,
  className,
}: {
  team: Pick<TeamRef, 'img' | 'name'>;
  size?: number;
  className?: string;
}) {
  return (
    <img
      src={team.img}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn('shrink-0', className)}
      style={{ width: size, height: size }}
    />
  );
}
