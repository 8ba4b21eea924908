import { twoFactorCodeSchema } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { loginFailureDescription } from '../lib/login-failure-description';
import { TwoFactorCodeForm } from './two-factor-code-form';

type LoginCodeStepProps = { onExpired: () => void };

/** After the password: the 6-digit code (or a recovery code) opens the session. */
export function LoginCodeStep({ onExpired }: LoginCodeStepProps) {
  const loginCode = useLoginTwoFactor();
  return (
    <div className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">{t('auth.twoFactor.login.title')}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('auth.twoFactor.login.description')}
        </p>
      </div>
      <TwoFactorCodeForm
        id="login-code"
        label={t('auth.twoFactor.login.codeLabel')}
        hint={t('auth.twoFactor.login.recoveryHint')}
        submitLabel={t('auth.twoFactor.login.submit')}
        submitting={loginCode.isPending}
        codeSchema={twoFactorCodeSchema}
        onSubmit={(code) =>
          loginCode.mutate(
            { code },
            {
              onSuccess: () => toast.success(t('auth.login.success')),
              onError: (error) => {
                toast.error(t('auth.login.failedTitle'), {
                  description: loginFailureDescription(error),
                  error,
                });
                if (isApiError(error) && error.code === 'two_factor_login_expired') onExpired();
              },
            },
          )
        }
      />
      <Button variant="ghost" onClick={onExpired}>
        {t('auth.twoFactor.login.cancel')}
      </Button>
    </div>
  );
}
