import { t } from '@toko/contracts/i18n/upload';
import { useId } from 'react';
import { cn } from '@/lib/cn';

type UploadProgressProps = {
  /** 0–100; without it the bar is indeterminate (e.g. while photos are being shrunk). */
  value?: number;
  label?: string;
  className?: string;
};

export function UploadProgress({ value, label, className }: UploadProgressProps) {
  const labelId = useId();
  const known = value !== undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-foreground">
          {label ?? t('upload.progress.uploading')}
        </span>
        {known ? <span className="text-muted-foreground tabular-nums">{value}%</span> : null}
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            'h-full rounded-full bg-primary transition-[width] duration-200',
            !known && 'w-full animate-pulse bg-primary/60',
          )}
          style={known ? { width: `${value}%` } : undefined}
        />
      </div>
    </div>
  );
}
