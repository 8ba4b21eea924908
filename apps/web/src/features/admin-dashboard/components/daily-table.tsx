import { formatCount, formatRupiah, type AdminDailyStats } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { fullDay } from './day-labels';

type DailyTableProps = { days: AdminDailyStats['days'] };

/** The chart's data as a real table: what a screen reader reads instead of the canvas. */
export function DailyTable({ days }: DailyTableProps) {
  const sum = (pick: (day: AdminDailyStats['days'][number]) => number) =>
    days.reduce((total, day) => total + pick(day), 0);
  const cell = 'px-3 py-1.5 text-right tabular-nums';
  return (
    <div className="max-h-80 overflow-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('admin.dashboard.chart.tableCaption')}</caption>
        <thead className="sticky top-0 bg-background">
          <tr className="border-b">
            <th scope="col" className="px-3 py-1.5 text-left font-medium">
              {t('admin.dashboard.chart.date')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('admin.dashboard.chart.orders')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('admin.dashboard.chart.registrations')}
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              {t('admin.dashboard.chart.paidValue')}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-b last:border-0">
              <th scope="row" className="px-3 py-1.5 text-left font-normal tabular-nums">
                {fullDay(day.date)}
              </th>
              <td className={cell}>{formatCount(day.orders)}</td>
              <td className={cell}>{formatCount(day.registrations)}</td>
              <td className={cell}>{formatRupiah(day.paidValue)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t font-semibold">
            <th scope="row" className="px-3 py-1.5 text-left">
              {t('admin.dashboard.chart.total')}
            </th>
            <td className={cell}>{formatCount(sum((day) => day.orders))}</td>
            <td className={cell}>{formatCount(sum((day) => day.registrations))}</td>
            <td className={cell}>{formatRupiah(sum((day) => day.paidValue))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
