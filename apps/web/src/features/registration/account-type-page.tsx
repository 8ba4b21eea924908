import { ADMIN_PAGE_PATHS, PUBLIC_PAGE_PATHS } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration-type';
import { Building2, Check, User } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { accountTypeStore, type AccountType } from './draft/account-type-store';

const CHOICES: readonly { type: AccountType; icon: typeof User; label: string; hint: string }[] = [
  {
    type: 'perorangan',
    icon: User,
    label: t('registration.type.personal'),
    hint: t('registration.type.personalHint'),
  },
  {
    type: 'badan_usaha',
    icon: Building2,
    label: t('registration.type.company'),
    hint: t('registration.type.companyHint'),
  },
];

/** /pendaftaran: Perorangan or Perusahaan, remembered on this device, then step 1. */
export function AccountTypePage() {
  const navigate = useNavigate();
  const previous = accountTypeStore.use();

  function choose(type: AccountType) {
    accountTypeStore.set(type);
    navigate(PUBLIC_PAGE_PATHS.registrationStep1);
  }

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-12 sm:px-6">
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight">{t('registration.type.title')}</h1>
        <p className="text-muted-foreground">{t('registration.type.lead')}</p>
      </div>
      <div
        role="group"
        aria-label={t('registration.type.legend')}
        className="grid gap-4 sm:grid-cols-2"
      >
        {CHOICES.map(({ type, icon: Icon, label, hint }) => (
          <button
            key={type}
            type="button"
            onClick={() => choose(type)}
            // Plain classes, no cn(): tailwind-merge would add 8.6 KB to this first screen.
            className={`grid justify-items-center gap-2 rounded-card border-2 bg-background p-6 text-center shadow-card transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${previous === type ? 'border-primary' : 'border-border'}`}
          >
            <Icon aria-hidden="true" className="size-10 text-primary" />
            <span className="text-lg font-semibold">{label}</span>
            <span className="text-sm text-muted-foreground">{hint}</span>
            {previous === type ? (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-primary">
                <Check aria-hidden="true" className="size-3.5" />
                {t('registration.type.previous')}
              </span>
            ) : null}
          </button>
        ))}
      </div>
      <p className="text-center text-sm">
        <Link to={ADMIN_PAGE_PATHS.login} className="font-semibold text-primary underline">
          {t('registration.type.login')}
        </Link>
      </p>
    </div>
  );
}
