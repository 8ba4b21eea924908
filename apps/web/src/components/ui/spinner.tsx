import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

type SpinnerProps = {
  /** Visible text beside the spinner; without it the spinner is decorative. */
  label?: string;
  className?: string;
};

export function Spinner({ label, className }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      className={cn('inline-flex items-center gap-2', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary" />
      {label ? <span>{label}</span> : null}
    </span>
  );
}
