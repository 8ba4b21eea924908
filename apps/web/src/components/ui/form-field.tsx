import type { ReactNode } from 'react';
import { Label } from './label';

type FormFieldProps = {
  id: string;
  label: string;
  /** Help under the control; the control should point at `${id}-hint` (see `fieldDescribedBy`). */
  hint?: ReactNode;
  /** The hint is a problem to act on (e.g. a list that did not load): announced, in red. */
  hintIsAlert?: boolean;
  /** The validation message; the control should point at `${id}-error` with aria-describedby. */
  error?: string;
  children: ReactNode;
};

export function FormField({ id, label, hint, hintIsAlert, error, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p
          id={`${id}-hint`}
          role={hintIsAlert ? 'alert' : undefined}
          className={
            hintIsAlert
              ? 'flex items-center gap-2 text-sm text-destructive'
              : 'text-xs text-muted-foreground'
          }
        >
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
