import { t } from '@toko/contracts/i18n/admin';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { fieldDescribedBy } from '@/lib/field-described-by';
import { zodResolver } from '@/lib/zod-resolver';

type CodeFormProps = {
  id: string;
  label: string;
  hint?: string;
  submitLabel: string;
  submitting: boolean;
  /** `totpCodeSchema` or `twoFactorCodeSchema` (which also takes a recovery code). */
  codeSchema: z.ZodType<string, string>;
  onSubmit: (code: string) => void;
  variant?: 'primary' | 'destructive';
};

/** One code field: 6 digits from the authenticator app (or, where allowed, a recovery code). */
export function TwoFactorCodeForm(props: CodeFormProps) {
  const { id, label, hint, submitLabel, submitting, codeSchema, onSubmit, variant } = props;
  const schema = z.object({ code: codeSchema });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ code: string }, unknown, { code: string }>({
    resolver: zodResolver(schema),
    defaultValues: { code: '' },
  });

  return (
    <form onSubmit={handleSubmit(({ code }) => onSubmit(code))} noValidate className="grid gap-4">
      <FormField id={id} label={label} hint={hint} error={errors.code?.message}>
        <Input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          required
          className="text-lg tracking-widest"
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={fieldDescribedBy(id, { hint, error: errors.code })}
          {...register('code')}
        />
      </FormField>
      <Button type="submit" size="lg" variant={variant} className="w-full" disabled={submitting}>
        {submitting ? (
          <Spinner label={t('auth.login.submitting')} className="[&_svg]:text-current" />
        ) : (
          submitLabel
        )}
      </Button>
    </form>
  );
}
