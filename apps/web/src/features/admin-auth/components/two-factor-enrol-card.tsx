import { totpCodeSchema } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { useBeginTwoFactorSetup, useEnableTwoFactor } from '../api/two-factor-settings';
import { TwoFactorCodeForm } from './two-factor-code-form';

type EnrolCardProps = { onEnabled: (recoveryCodes: string[]) => void };

/** Start, scan the QR code (or type the key), confirm with a code from the app. */
export function TwoFactorEnrolCard({ onEnabled }: EnrolCardProps) {
  const setup = useBeginTwoFactorSetup();
  const enable = useEnableTwoFactor();

  if (!setup.data) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('auth.twoFactor.page.statusOff')}</CardTitle>
          <CardDescription>{t('auth.twoFactor.page.subtitle')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button
            disabled={setup.isPending}
            onClick={() =>
              setup.mutate(undefined, {
                onError: (error) =>
                  toast.error(t('common.genericError'), { description: error.message, error }),
              })
            }
          >
            {t('auth.twoFactor.page.start')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const { secret, qrCodeDataUrl } = setup.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('auth.twoFactor.page.scanTitle')}</CardTitle>
        <CardDescription>{t('auth.twoFactor.page.scanDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <img
          src={qrCodeDataUrl}
          alt={t('auth.twoFactor.page.qrAlt')}
          width={240}
          height={240}
          className="mx-auto size-60 max-w-full rounded-lg border border-border bg-white"
        />
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">{t('auth.twoFactor.page.secretLabel')}</p>
          <code
            data-testid="two-factor-secret"
            className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-all"
          >
            {secret}
          </code>
        </div>
        <div className="grid gap-3">
          <h3 className="font-semibold">{t('auth.twoFactor.page.confirmTitle')}</h3>
          <TwoFactorCodeForm
            id="enrol-code"
            label={t('auth.twoFactor.login.codeLabel')}
            submitLabel={t('auth.twoFactor.page.confirm')}
            submitting={enable.isPending}
            codeSchema={totpCodeSchema}
            onSubmit={(code) =>
              enable.mutate(
                { code },
                {
                  onSuccess: ({ recoveryCodes }) => {
                    toast.success(t('auth.twoFactor.page.enabled'));
                    onEnabled(recoveryCodes);
                  },
                  onError: (error) =>
                    toast.error(t('common.genericError'), { description: error.message, error }),
                },
              )
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}
