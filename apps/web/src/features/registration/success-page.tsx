import {
  formatLongDate,
  PUBLIC_PAGE_PATHS,
  registrationStatusPath,
  type RegistrationSummary,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button-variants';
import { usePageTitle } from '@/lib/use-page-title';
import { getRegistrationSummary } from './api/get-registration-summary';

/** A summary row: the label beside its value from 360 px, above it below that. */
const ROW = 'grid gap-x-2 xs:grid-cols-[8rem_1fr] xs:gap-y-2';

/** /pendaftaran/sukses?id=: the summary of the new registration; without id or on error, home. */
export function SuccessPage() {
  usePageTitle(t('registration.success.pageTitle'));
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id');
  const [summary, setSummary] = useState<RegistrationSummary | null>(null);

  useEffect(() => {
    if (!id) {
      navigate(PUBLIC_PAGE_PATHS.home, { replace: true });
      return;
    }
    let active = true;
    getRegistrationSummary(id).then(
      (loaded) => active && setSummary(loaded),
      () => active && navigate(PUBLIC_PAGE_PATHS.home, { replace: true }),
    );
    return () => {
      active = false;
    };
  }, [id, navigate]);

  if (!summary) {
    return (
      <p role="status" className="px-4 py-16 text-center text-muted-foreground">
        {t('registration.success.loading')}
      </p>
    );
  }

  const rows: [string, string][] = [
    [t('registration.success.fullName'), summary.fullName],
    [t('registration.success.email'), summary.email],
    [t('registration.success.phone'), summary.phone],
    ...(summary.storeName
      ? [[t('registration.success.storeName'), summary.storeName] as [string, string]]
      : []),
    [t('registration.success.location'), `${summary.city}, ${summary.province}`],
    [t('registration.success.date'), formatLongDate(summary.createdAt)],
  ];

  return (
    <div className="mx-auto grid max-w-lg gap-6 px-4 py-12">
      <div className="grid justify-items-center gap-3 text-center">
        <CheckCircle2 aria-hidden className="size-14 text-green-700" />
        <h1 className="text-2xl font-bold">{t('registration.success.title')}</h1>
        <p>{t('registration.success.contact')}</p>
        <div className="grid gap-1 rounded-card border border-border bg-background px-6 py-4">
          <p className="text-sm text-muted-foreground">{t('registration.success.code')}</p>
          <p className="font-mono text-xl font-bold" data-testid="registration-code">
            {summary.code}
          </p>
        </div>
      </div>
      <section
        aria-labelledby="registration-summary"
        className="grid gap-3 rounded-card border border-border p-5"
      >
        <h2 id="registration-summary" className="font-semibold">
          {t('registration.success.summary')}
        </h2>
        <dl className="grid gap-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className={ROW}>
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </div>
          ))}
          <div className={`${ROW} xs:items-center`}>
            <dt className="text-muted-foreground">{t('registration.success.statusLabel')}</dt>
            <dd>
              <Badge variant="secondary">{t('registration.success.status')}</Badge>
            </dd>
          </div>
        </dl>
      </section>
      <section
        aria-labelledby="registration-next"
        className="grid gap-2 rounded-card bg-secondary/60 p-5"
      >
        <h2 id="registration-next" className="font-semibold">
          {t('registration.success.nextTitle')}
        </h2>
        <p className="text-sm">{t('registration.success.next')}</p>
      </section>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={registrationStatusPath(summary.code)} className={buttonClass()}>
          {t('registrationStatus.link')}
        </Link>
        <Link to={PUBLIC_PAGE_PATHS.home} className={buttonClass({ variant: 'outline' })}>
          {t('registration.success.home')}
        </Link>
      </div>
    </div>
  );
}
