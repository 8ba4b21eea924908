import { QUICK_RANGES, quickRange, type QuickRange } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useState } from 'react';
import { Button } from './button';
import { Input } from './input';
import { Label } from './label';

type Range = { from: string; to: string };

type ListDateRangeProps = Range & {
  /** Prefix of the fields' ids: `${idPrefix}-from`, `${idPrefix}-to`. */
  idPrefix: string;
  onRange: (range: Range) => void;
};

const QUICK_LABELS: Record<QuickRange, string> = {
  today: t('admin.list.range.today'),
  last7: t('admin.list.range.last7'),
  last30: t('admin.list.range.last30'),
  thisMonth: t('admin.list.range.thisMonth'),
};

/**
 * The list's days, "Dari tanggal" and "Sampai tanggal" (whole days in Asia/Jakarta, either left
 * open), and the quick choices. A reversed range is refused here, with the server's message,
 * and not applied.
 */
export function ListDateRange({ idPrefix, from, to, onRange }: ListDateRangeProps) {
  const [draft, setDraft] = useState<Range>({ from, to });
  // Back, forward and the quick choices change the URL: the fields follow it.
  const [seen, setSeen] = useState<Range>({ from, to });
  if (seen.from !== from || seen.to !== to) {
    setSeen({ from, to });
    setDraft({ from, to });
  }
  const reversed = Boolean(draft.from && draft.to && draft.from > draft.to);
  const errorId = `${idPrefix}-range-error`;

  function change(next: Range) {
    setDraft(next);
    if (!(next.from && next.to && next.from > next.to)) onRange(next);
  }

  const today = new Date();
  const active = QUICK_RANGES.find((choice) => {
    const range = quickRange(choice, today);
    return range.from === from && range.to === to;
  });

  return (
    <div className="grid gap-2">
      <div className="grid gap-3 xs:grid-cols-2 sm:max-w-md">
        {(['from', 'to'] as const).map((end) => (
          <div key={end} className="grid gap-1.5">
            <Label htmlFor={`${idPrefix}-${end}`}>
              {t(end === 'from' ? 'admin.list.dateFrom' : 'admin.list.dateTo')}
            </Label>
            <Input
              id={`${idPrefix}-${end}`}
              type="date"
              className="min-w-0"
              value={draft[end]}
              aria-invalid={reversed || undefined}
              aria-describedby={reversed ? errorId : undefined}
              onChange={(event) => change({ ...draft, [end]: event.target.value })}
            />
          </div>
        ))}
      </div>
      {reversed ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {t('admin.list.rangeReversed')}
        </p>
      ) : null}
      <div role="group" aria-label={t('admin.list.quickRanges')} className="flex flex-wrap gap-2">
        {QUICK_RANGES.map((choice) => (
          <Button
            key={choice}
            variant={active === choice ? 'primary' : 'outline'}
            size="sm"
            aria-pressed={active === choice}
            onClick={() => onRange(quickRange(choice, new Date()))}
          >
            {QUICK_LABELS[choice]}
          </Button>
        ))}
        {from || to ? (
          <Button variant="ghost" size="sm" onClick={() => onRange({ from: '', to: '' })}>
            {t('admin.list.range.clear')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
