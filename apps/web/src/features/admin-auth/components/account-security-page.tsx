import { t } from '@toko/contracts/i18n/admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { useRefreshTwoFactor, useTwoFactorStatus } from '../api/two-factor-settings';
import { RecoveryCodesCard } from './recovery-codes-card';
import { TwoFactorEnabledCard } from './two-factor-enabled-card';
import { TwoFactorEnrolCard } from './two-factor-enrol-card';
import { RequestCode } from '@/components/ui/request-code';

/** "Keamanan akun": the admin's own two-factor sign-in. */
export function AccountSecurityPage() {
  const status = useTwoFactorStatus();
  const refresh = useRefreshTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  usePageTitle(t('auth.twoFactor.page.pageTitle'));

  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('auth.twoFactor.page.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('auth.twoFactor.page.subtitle')}</p>
      </div>
      {status.data?.required && !status.data.enabled ? (
        <p
          role="alert"
          className="rounded-lg border border-accent-300 bg-accent-50 p-4 text-sm text-foreground"
        >
          {t('auth.twoFactor.page.requiredNotice')}
        </p>
      ) : null}
      {status.isPending ? <Spinner label={t('common.loading')} /> : null}
      {status.isError ? (
        <div className="grid justify-items-start gap-3">
          <p role="alert">
            {status.error.message}
            <RequestCode error={status.error} />
          </p>
          <Button variant="outline" onClick={() => void status.refetch()}>
            {t('admin.retry')}
          </Button>
        </div>
      ) : null}
      {recoveryCodes ? (
        <RecoveryCodesCard
          codes={recoveryCodes}
          onDone={() => void refresh().then(() => setRecoveryCodes(null))}
        />
      ) : status.data?.enabled ? (
        <TwoFactorEnabledCard status={status.data} />
      ) : status.data ? (
        <TwoFactorEnrolCard onEnabled={setRecoveryCodes} />
      ) : null}
    </div>
  );
}
