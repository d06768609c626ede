// The dashboard's "Receita por dia": a bar per day of the last 30 (zeros included) with its scale and
// dates, and the same figures as a table for screen readers.
import { Card, CardHeader } from '@app/components/ui/card';
import { revenueDays } from '@shared/admin-rules';
import { formatCents } from '@shared/billing-rules';
import { ymdIn } from '@shared/datetime';

const dayLabel = (day: string) => day.split('-').reverse().slice(0, 2).join('/');

export function RevenueChart({ revenuePerDay }: { revenuePerDay: { day: string; amountCents: number }[] }) {
  const days = revenueDays(revenuePerDay, ymdIn(new Date()), 30);
  const maxDay = Math.max(1, ...days.map((day) => day.amountCents));
  return (
    <Card>
      <CardHeader title="Receita por dia" />
      <div className="px-4 pb-4">
        {revenuePerDay.length === 0 ? (
          <p className="text-sm text-text-muted">Sem receita nos últimos 30 dias.</p>
        ) : (
          <figure>
            {/* One bar per day of the 30, zeros included, with the scale and the dates on the axes. */}
            <div className="flex gap-2" aria-hidden="true">
              <div className="flex h-32 flex-col justify-between text-right text-[10px] tabular-nums text-text-muted">
                <span>{formatCents(maxDay)}</span>
                <span>{formatCents(0)}</span>
              </div>
              <div className="flex h-32 flex-1 items-end gap-px border-b border-l border-border">
                {days.map((day) => (
                  <div
                    key={day.day}
                    data-revenue-bar
                    title={`${dayLabel(day.day)}: ${formatCents(day.amountCents)}`}
                    className={day.amountCents > 0 ? 'flex-1 rounded-t-sm bg-accent' : 'flex-1'}
                    style={{ height: `${(day.amountCents / maxDay) * 100}%` }}
                  />
                ))}
              </div>
            </div>
            <div className="ml-14 flex justify-between text-[10px] text-text-muted" aria-hidden="true">
              <span>{dayLabel(days[0].day)}</span>
              <span>{dayLabel(days[days.length - 1].day)}</span>
            </div>
            <figcaption className="mt-1 text-xs text-text-muted">
              Receita dos últimos 30 dias: {formatCents(days.reduce((sum, day) => sum + day.amountCents, 0))}
            </figcaption>
            <table className="sr-only">
              <caption>Receita por dia</caption>
              <thead>
                <tr>
                  <th scope="col">Dia</th>
                  <th scope="col">Receita</th>
                </tr>
              </thead>
              <tbody>
                {days
                  .filter((day) => day.amountCents > 0)
                  .map((day) => (
                    <tr key={day.day}>
                      <td>{dayLabel(day.day)}</td>
                      <td>{formatCents(day.amountCents)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </figure>
        )}
      </div>
    </Card>
  );
}
