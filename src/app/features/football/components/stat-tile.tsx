import { formatNumber } from '@shared/pt-br';

export function StatTile({ label, value, hint }: { label: string; value: string | number; hint?: string }) {
  return (
    <div className="rounded-lg border border-border bg-surface-2/50 p-3">
      <p className="text-xs text-text-muted">{label}</p>
      <p className="tabular mt-1 text-xl font-bold">{value}</p>
      {hint && <p className="text-[11px] text-text-muted">{hint}</p>}
    </div>
  );
}

/** "57,3%" in pt-BR. */
export function percent(value: number): string {
  return `${formatNumber(value, { maximumFractionDigits: 1 })}%`;
}

export function decimal(value: number): string {
  return formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
