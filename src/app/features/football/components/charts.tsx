// Small hand-rolled SVG charts, loaded lazily (React.lazy) by the pages that show them.

export interface BarDatum {
  label: string;
  value: number;
  /** Optional second series drawn below the axis (e.g. goals conceded). */
  negative?: number;
}

/** Vertical bars; with `negative` values, a mirrored chart (for / against). */
export default function BarChart({
  data,
  title,
  positiveLabel,
  negativeLabel,
  height = 160,
}: {
  data: BarDatum[];
  title: string;
  positiveLabel?: string;
  negativeLabel?: string;
  height?: number;
}) {
  const width = Math.max(data.length * 14, 280);
  const mirrored = data.some((d) => d.negative !== undefined);
  const max = Math.max(1, ...data.map((d) => Math.max(d.value, d.negative ?? 0)));
  const axis = mirrored ? height / 2 : height - 14;
  const scale = (mirrored ? height / 2 - 8 : height - 22) / max;
  const bar = Math.max(4, width / data.length - 4);
  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={title}
        className="h-40 w-full"
        preserveAspectRatio="none"
      >
        <line x1="0" x2={width} y1={axis} y2={axis} stroke="#243142" strokeWidth="1" />
        {data.map((d, i) => {
          const x = i * (width / data.length) + 2;
          return (
            <g key={i}>
              <title>{`${d.label}: ${d.value}${d.negative !== undefined ? ` / ${d.negative}` : ''}`}</title>
              <rect x={x} y={axis - d.value * scale} width={bar} height={d.value * scale} rx="2" fill="#22c55e" />
              {d.negative !== undefined && (
                <rect x={x} y={axis} width={bar} height={d.negative * scale} rx="2" fill="#ef4444" opacity="0.85" />
              )}
            </g>
          );
        })}
      </svg>
      {(positiveLabel || negativeLabel) && (
        <figcaption className="flex gap-4 text-xs text-text-muted">
          {positiveLabel && (
            <span className="flex items-center gap-1.5">
              <span className="h-2.5 w-2.5 rounded-sm bg-accent" aria-hidden="true" />
              {positiveLabel}
            </span>
          )}
          {negativeLabel && (
            <span className="flex items-center gap-1.5">
              <span className="h-2.5 w-2.5 rounded-sm bg-danger" aria-hidden="true" />
              {negativeLabel}
            </span>
          )}
        </figcaption>
      )}
    </figure>
  );
}
