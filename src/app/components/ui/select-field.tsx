import { cn } from './cn';

export interface SelectOption {
  value: string | number;
  label: string;
}

/** A labelled native select (league, season and team pickers): native on phones, 44 px tall. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  placeholder,
  disabled,
  inline = false,
}: {
  label: string;
  value: string | number;
  options: SelectOption[];
  onChange: (value: string) => void;
  /** An empty first option, e.g. 'Escolha um time'. */
  placeholder?: string;
  disabled?: boolean;
  /** Label beside the select instead of above it. */
  inline?: boolean;
}) {
  return (
    <label className={cn('text-text-muted', inline ? 'flex items-center gap-2 text-sm' : 'grid min-w-0 gap-1 text-xs')}>
      {label}
      <select
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        // Stacked: as wide as its column and never wider (a long option must not push the column out).
        className={cn(
          'h-11 rounded-lg border border-border bg-surface-2 px-3 text-sm text-text',
          !inline && 'w-full min-w-0',
        )}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
