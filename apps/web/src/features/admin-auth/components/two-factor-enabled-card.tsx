import { errorMessages, twoFactorCodeSchema, type TwoFactorStatus } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useDisableTwoFactor } from '../api/two-factor-settings';
import { TwoFactorCodeForm } from './two-factor-code-form';

/** Two-factor is on: recovery codes left, and turning it off with a code (unless required). */
export function TwoFactorEnabledCard({ status }: { status: TwoFactorStatus }) {
  const disable = useDisableTwoFactor();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('auth.twoFactor.page.statusOn')}</CardTitle>
        <CardDescription>
          {t('auth.twoFactor.page.recoveryLeft', { count: status.recoveryCodesLeft })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.required ? (
          <p className="text-sm text-muted-foreground">{errorMessages.two_factor_cannot_disable}</p>
        ) : (
          <>
            <div>
              <h3 className="font-semibold">{t('auth.twoFactor.page.disableTitle')}</h3>
              <p className="mt-1 text-sm text-muted-foreground">
                {t('auth.twoFactor.page.disableDescription')}
              </p>
            </div>
            <TwoFactorCodeForm
              id="disable-code"
              label={t('auth.twoFactor.login.codeLabel')}
              submitLabel={t('auth.twoFactor.page.disable')}
              submitting={disable.isPending}
              codeSchema={twoFactorCodeSchema}
              variant="destructive"
              onSubmit={(code) =>
                disable.mutate(
                  { code },
                  {
                    onSuccess: () => toast.success(t('auth.twoFactor.page.disabled')),
                    onError: (error) =>
                      toast.error(t('common.genericError'), { description: error.message, error }),
                  },
                )
              }
            />
          </>
        )}
      </CardContent>
    </Card>
  );
}
