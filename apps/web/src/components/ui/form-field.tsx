import type { ReactNode } from 'react';
import { Label } from './label';

type FormFieldProps = {
  id: string;
  label: string;
  /** The validation message; the control should point at `${id}-error` with aria-describedby. */
  error?: string;
  children: ReactNode;
};

export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
