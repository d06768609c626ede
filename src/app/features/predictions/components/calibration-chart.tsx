// Calibration of the backtest in plain SVG: for each 10-point bin of forecast probability, how often
// the outcome happened. A well-calibrated model sits on the diagonal.
import type { CalibrationBin } from '@shared/predictions';
import { percent } from '../format';

const SIZE = 300;
const PAD = { left: 52, right: 12, top: 12, bottom: 36 };
const INNER = SIZE - PAD.left - PAD.right;
const INNER_H = SIZE - PAD.top - PAD.bottom;

const x = (p: number) => PAD.left + p * INNER;
const y = (p: number) => PAD.top + (1 - p) * INNER_H;

/** The chart in words, bin by bin: what the model said, and how often it happened. */
function CalibrationReadout({ bins }: { bins: CalibrationBin[] }) {
  return (
    <table className="w-full text-xs text-text-muted">
      <caption className="pb-1 text-left text-sm text-text">Quando o modelo disse…</caption>
      <thead>
        <tr>
          <th scope="col" className="py-1 text-left font-normal">
            Chance prevista
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            Aconteceu
          </th>
          <th scope="col" className="py-1 text-right font-normal">
            Previsões
          </th>
        </tr>
      </thead>
      <tbody>
        {bins.map((bin) => (
          <tr key={bin.from} className="border-t border-border">
            <th scope="row" className="tabular py-1 text-left font-normal text-text">
              {`entre ${percent(bin.from)} e ${percent(bin.to)}`}
            </th>
            <td className="tabular py-1 text-right text-text">{percent(bin.observed)} das vezes</td>
            <td className="tabular py-1 text-right">{bin.count.toLocaleString('pt-BR')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CalibrationChart({ bins }: { bins: CalibrationBin[] }) {
  const used = bins.filter((bin) => bin.count > 0);
  const largest = Math.max(1, ...used.map((bin) => bin.count));
  const ticks = [0, 0.2, 0.4, 0.6, 0.8, 1];
  return (
    <figure className="grid gap-3">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-labelledby="calibration-title calibration-desc"
        className="mx-auto w-full max-w-[360px]"
      >
        <title id="calibration-title">Gráfico de calibração</title>
        <desc id="calibration-desc">
          {used
            .map((bin) => `Previsto ${percent(bin.meanPredicted)}, aconteceu ${percent(bin.observed)} (${bin.count})`)
            .join('; ')}
        </desc>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={x(0)} x2={x(1)} y1={y(t)} y2={y(t)} stroke="#243142" strokeWidth="1" />
            <line x1={x(t)} x2={x(t)} y1={y(0)} y2={y(1)} stroke="#243142" strokeWidth="1" />
            <text x={x(0) - 6} y={y(t) + 4} textAnchor="end" fontSize="10" fill="#8b98a9">
              {Math.round(t * 100)}%
            </text>
            <text x={x(t)} y={y(0) + 14} textAnchor="middle" fontSize="10" fill="#8b98a9">
              {Math.round(t * 100)}%
            </text>
          </g>
        ))}
        <line x1={x(0)} y1={y(0)} x2={x(1)} y2={y(1)} stroke="#8b98a9" strokeWidth="1" strokeDasharray="4 4" />
        <polyline
          points={used.map((bin) => `${x(bin.meanPredicted)},${y(bin.observed)}`).join(' ')}
          fill="none"
          stroke="#22c55e"
          strokeWidth="2"
        />
        {used.map((bin) => (
          <circle
            key={bin.from}
            cx={x(bin.meanPredicted)}
            cy={y(bin.observed)}
            r={3 + 5 * Math.sqrt(bin.count / largest)}
            fill="#22c55e"
            fillOpacity="0.35"
            stroke="#22c55e"
            strokeWidth="1.5"
          >
            <title>{`${percent(bin.from)}–${percent(bin.to)}: previsto ${percent(bin.meanPredicted)}, aconteceu ${percent(bin.observed)} em ${bin.count} previsões`}</title>
          </circle>
        ))}
        <text x={x(0.5)} y={SIZE - 4} textAnchor="middle" fontSize="11" fill="#8b98a9">
          Probabilidade prevista
        </text>
        <text x={12} y={y(0.5)} textAnchor="middle" fontSize="11" fill="#8b98a9" transform={`rotate(-90 12 ${y(0.5)})`}>
          Frequência observada
        </text>
      </svg>
      <figcaption className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-text-muted">
        <span className="flex items-center gap-1.5">
          <span className="h-2.5 w-2.5 rounded-full bg-accent" aria-hidden="true" />
          Modelo (círculo maior = mais previsões)
        </span>
        <span className="flex items-center gap-1.5">
          <span className="h-px w-4 border-t border-dashed border-text-muted" aria-hidden="true" />
          Calibração perfeita
        </span>
      </figcaption>
      <CalibrationReadout bins={used} />
    </figure>
  );
}
