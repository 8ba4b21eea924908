import { formatCount } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useId, useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Label } from './label';
import { Select } from './select';
import { StatusOptions } from './status-options';

type ListBulkBarProps<Status extends string> = {
  count: number;
  max: number;
  statuses: readonly Status[];
  statusLabels: Readonly<Record<Status, string>>;
  pending: boolean;
  onApply: (status: Status) => void;
  onClear: () => void;
};

/**
 * What the admin can do with the ticked rows: "N dipilih", the new status and "Ubah status",
 * which asks first in a dialog naming the count and the status.
 */
export function ListBulkBar<Status extends string>({
  count,
  max,
  statuses,
  statusLabels,
  pending,
  onApply,
  onClear,
}: ListBulkBarProps<Status>) {
  const id = useId();
  const [status, setStatus] = useState<Status | ''>('');
  const [confirming, setConfirming] = useState(false);
  const tooMany = count > max;
  return (
    <section
      aria-label={t('admin.list.selected', { count: formatCount(count) })}
      className="sticky bottom-2 z-20 grid gap-3 rounded-card border border-brand-300 bg-background p-3 shadow-xl sm:flex sm:flex-wrap sm:items-end"
    >
      <p className="font-semibold sm:self-center">
        {t('admin.list.selected', { count: formatCount(count) })}
      </p>
      <div className="grid gap-1.5 sm:w-56">
        <Label htmlFor={`${id}-status`}>{t('admin.list.bulkStatusLabel')}</Label>
        <Select
          id={`${id}-status`}
          value={status}
          onChange={(event) =>
            setStatus(statuses.find((value) => value === event.target.value) ?? '')
          }
        >
          <option value="" disabled>
            {t('admin.list.bulkStatusLabel')}
          </option>
          <StatusOptions statuses={statuses} labels={statusLabels} />
        </Select>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          disabled={!status || pending || tooMany}
          aria-describedby={tooMany ? `${id}-too-many` : undefined}
          onClick={() => setConfirming(true)}
        >
          {t('admin.list.bulkApply')}
        </Button>
        <Button variant="outline" onClick={onClear} disabled={pending}>
          {t('admin.list.clearSelection')}
        </Button>
      </div>
      {tooMany ? (
        <p id={`${id}-too-many`} className="text-sm text-destructive sm:basis-full">
          {t('admin.list.bulkTooMany', { max: formatCount(max) })}
        </p>
      ) : null}
      <Dialog
        open={confirming && status !== ''}
        onOpenChange={setConfirming}
        title={t('admin.list.bulkConfirmTitle')}
        closeLabel={t('admin.list.bulkClose')}
      >
        <p>
          {status
            ? t('admin.list.bulkConfirm', {
                count: formatCount(count),
                status: statusLabels[status],
              })
            : null}
        </p>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setConfirming(false)}>
            {t('admin.list.bulkCancel')}
          </Button>
          <Button
            disabled={pending}
            onClick={() => {
              if (!status) return;
              setConfirming(false);
              onApply(status);
            }}
          >
            {t('admin.list.bulkConfirmYes')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
