// A date filter of the admin lists (the payments' "De" and "Até"): yyyy-mm-dd, empty when cleared.
export function DateInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value?: string;
  onChange: (value?: string) => void;
}) {
  return (
    <label className="grid gap-1 text-xs text-text-muted">
      {label}
      <input
        type="date"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="h-11 rounded-lg border border-border bg-surface-2 px-3 text-sm text-text [color-scheme:dark]"
      />
    </label>
  );
}
