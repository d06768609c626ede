// Small hand-rolled SVG charts, loaded lazily (React.lazy) by the pages that show them.
import { useLayoutEffect, useRef, useState } from 'react';

export interface BarDatum {
  /** Full label, used in the text alternative ("Rodada 5", "13/04/2025"). */
  label: string;
  /** Short label under the bar ("5", "13/04"); the full label when absent. */
  tick?: string;
  value: number;
  /** Optional second series drawn below the axis (e.g. goals conceded). */
  negative?: number;
}

const LEFT = 24; // y-axis values
const TOP = 24; // the y-axis title, then the values above the tallest bar
const BOTTOM = 30; // ticks and the x-axis title

const FALLBACK_WIDTH = 320; // before the first measure (and where nothing is measured)
const MIN_VALUE_SLOT = 16; // px a bar needs to carry its value above it
const MIN_TICK_SLOT = 26; // px a tick label (three letters, or a round number) needs

/** The width of the element, kept current as it resizes: the chart is drawn at that width, never wider. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      if (el.clientWidth > 0) setWidth(el.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** "−2": a typographic minus, so a value below the axis reads as below zero. */
function axisLabel(n: number): string {
  return n < 0 ? `\u2212${-n}` : String(n);
}

/** Integer ticks from 0 to the top of the scale (at most three, so they never collide). */
function yTicks(max: number): number[] {
  const half = Math.round(max / 2);
  return [...new Set([0, half, max])];
}

/**
 * Vertical bars with their axes, each bar's value and a visually hidden table holding the figures
 * (the chart's text alternative); with `negative` values, a mirrored chart (for / against).
 */
export default function BarChart({
  data,
  title,
  xLabel,
  yLabel,
  positiveLabel,
  negativeLabel,
}: {
  data: BarDatum[];
  title: string;
  /** What each bar is ("Rodada", "Jogo"): the x-axis title and the table's first column. */
  xLabel: string;
  /** What the height counts ("Gols"): the y-axis title. */
  yLabel: string;
  positiveLabel: string;
  negativeLabel?: string;
}) {
  const [box, width] = useWidth();
  const mirrored = data.some((d) => d.negative !== undefined);
  const max = Math.max(1, ...data.map((d) => Math.max(d.value, d.negative ?? 0)));
  const plot = mirrored ? 60 : 110; // height of one side of the axis
  // The bars share the measured width: many matches make thinner bars, never a sideways scroll.
  const slot = (width - LEFT) / Math.max(data.length, 1);
  const showValues = slot >= MIN_VALUE_SLOT;
  const tickEvery = Math.ceil(MIN_TICK_SLOT / slot); // every bar's tick when there is room, else every n-th
  const height = TOP + plot + (mirrored ? plot + 14 : 0) + BOTTOM;
  const axis = TOP + plot;
  const scale = plot / max;
  const bar = Math.max(2, Math.min(slot * 0.7, 24));
  const ticks = yTicks(max);
  return (
    <figure className="grid gap-2">
      <div ref={box} className="w-full">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          role="img"
          aria-label={`${title}: os números estão na tabela a seguir`}
          className="block max-w-full font-sans text-[10px]"
        >
          {ticks.flatMap((t) =>
            (mirrored && t > 0 ? [t, -t] : [t]).map((level) => {
              const y = axis - level * scale;
              return (
                <g key={level}>
                  <line
                    x1={LEFT}
                    x2={width}
                    y1={y}
                    y2={y}
                    stroke="var(--color-border)"
                    strokeDasharray={t === 0 ? undefined : '3 3'}
                  />
                  <text x={LEFT - 4} y={y + 3} textAnchor="end" fill="var(--color-text-muted)">
                    {axisLabel(level)}
                  </text>
                </g>
              );
            }),
          )}
          <text x={0} y={9} fill="var(--color-text-muted)">
            {yLabel}
          </text>
          {data.map((d, i) => {
            const x = LEFT + i * slot + (slot - bar) / 2;
            const mid = x + bar / 2;
            return (
              <g key={i}>
                <title>{`${d.label}: ${d.value}${d.negative !== undefined ? ` / ${d.negative}` : ''}`}</title>
                <rect
                  x={x}
                  y={axis - d.value * scale}
                  width={bar}
                  height={d.value * scale}
                  rx="2"
                  fill="var(--color-accent)"
                />
                {/* A mirrored chart leaves its zeros to the axis (and the table): two "0"s per match crowd it. */}
                {showValues && !(mirrored && d.value === 0) && (
                  <text x={mid} y={axis - d.value * scale - 3} textAnchor="middle" fill="var(--color-text)">
                    {d.value}
                  </text>
                )}
                {d.negative !== undefined && d.negative > 0 && (
                  <>
                    <rect x={x} y={axis} width={bar} height={d.negative * scale} rx="2" fill="var(--color-danger)" />
                    {showValues && (
                      <text x={mid} y={axis + d.negative * scale + 10} textAnchor="middle" fill="var(--color-text)">
                        {d.negative}
                      </text>
                    )}
                  </>
                )}
                {i % tickEvery === 0 && (
                  <text x={mid} y={height - BOTTOM + 12} textAnchor="middle" fill="var(--color-text-muted)">
                    {d.tick ?? d.label}
                  </text>
                )}
              </g>
            );
          })}
          <text x={LEFT} y={height - 3} fill="var(--color-text-muted)">
            {xLabel}
          </text>
        </svg>
      </div>
      <figcaption className="flex gap-4 text-xs text-text-muted">
        <span className="flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-sm bg-accent" aria-hidden="true" />
          {positiveLabel}
        </span>
        {negativeLabel && (
          <span className="flex items-center gap-1.5">
            <span className="h-2.5 w-2.5 rounded-sm bg-danger" aria-hidden="true" />
            {negativeLabel}
          </span>
        )}
      </figcaption>
      {/* Hidden by its wrapper: a table does not shrink to sr-only's 1 px and widened a phone's page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xLabel}</th>
              <th scope="col">{positiveLabel}</th>
              {mirrored && <th scope="col">{negativeLabel}</th>}
            </tr>
          </thead>
          <tbody>
            {data.map((d, i) => (
              <tr key={i}>
                <th scope="row">{d.label}</th>
                <td>{d.value}</td>
                {mirrored && <td>{d.negative ?? 0}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
