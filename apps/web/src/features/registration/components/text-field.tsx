import type { ComponentProps } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { fieldDescribedBy } from '@/lib/field-described-by';

type TextFieldProps = Omit<ComponentProps<'input'>, 'onChange' | 'value'> & {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Keeps only digits, at most `maxLength`, as the person types or pastes. */
  digitsOnly?: boolean;
  multiline?: boolean;
  hint?: string;
};

const TEXTAREA =
  'min-h-24 w-full rounded-lg border border-input bg-background px-3 py-2 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm';

/** A labelled text input (or textarea) of the sign-up, its error and hint tied to it. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  digitsOnly,
  multiline,
  hint,
  ...props
}: TextFieldProps) {
  const common = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldDescribedBy(id, { hint, error }),
  };
  // Digits are cut after the separators go, so a pasted '3273 0115 0190 0001' keeps all 16.
  const change = (next: string) =>
    onChange(digitsOnly ? next.replace(/\D/g, '').slice(0, props.maxLength) : next);
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {multiline ? (
        <textarea
          className={TEXTAREA}
          {...common}
          maxLength={props.maxLength}
          autoComplete={props.autoComplete}
          onChange={(event) => change(event.target.value)}
        />
      ) : (
        <Input
          {...props}
          maxLength={digitsOnly ? undefined : props.maxLength}
          {...common}
          inputMode={digitsOnly ? 'numeric' : props.inputMode}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </FormField>
  );
}
