import { loginRequestSchema, type LoginRequest } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { zodResolver } from '@/lib/zod-resolver';

type LoginFormProps = {
  onSubmit: (credentials: z.output<typeof loginRequestSchema>) => void;
  submitting: boolean;
};

export function LoginForm({ onSubmit, submitting }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest, unknown, z.output<typeof loginRequestSchema>>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5">
      <FormField id="login-email" label={t('auth.login.emailLabel')} error={errors.email?.message}>
        <Input
          id="login-email"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('auth.login.emailPlaceholder')}
          required
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'login-email-error' : undefined}
          {...register('email')}
        />
      </FormField>
      <FormField
        id="login-password"
        label={t('auth.login.passwordLabel')}
        error={errors.password?.message}
      >
        <Input
          id="login-password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={submitting}>
        {submitting ? (
          <Spinner label={t('auth.login.submitting')} className="[&_svg]:text-current" />
        ) : (
          t('auth.login.submit')
        )}
      </Button>
    </form>
  );
}
