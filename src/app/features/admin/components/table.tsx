// The admin tables' frame and cell classes.
import type { ReactNode } from 'react';

/** A table that scrolls sideways on narrow screens instead of squeezing its columns. */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-[12px] border border-border bg-surface">
      <table aria-label={label} className="w-full min-w-[640px] text-left text-sm">
        {children}
      </table>
    </div>
  );
}
export const th = 'px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-text-muted';
export const td = 'px-3 py-2.5 align-middle';
