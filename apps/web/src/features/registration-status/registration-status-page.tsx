import {
  DOCUMENT_LABELS,
  REGISTRATION_STATUS_CODE_PARAM,
  REGISTRATION_STATUS_FOR_APPLICANT,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { StatusLookupPage } from '@/components/status-lookup/status-lookup-page';
import { useStatusLookup } from '@/components/status-lookup/use-status-lookup';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { checkRegistrationStatus } from './api/check-registration-status';

/**
 * /pendaftaran/status (beyond the spec): a registration's status for its code and the phone
 * signed up with, in the applicant's words, with what happens next. Shows nothing else.
 */
export function RegistrationStatusPage() {
  usePageTitle(t('registrationStatus.pageTitle'));
  const [params] = useSearchParams();
  // Prerendered with an empty code: the one the address names fills in once hydrated.
  const hydrated = useHydrated();
  const [typedCode, setCode] = useState<string | null>(null);
  const code = typedCode ?? (hydrated ? (params.get(REGISTRATION_STATUS_CODE_PARAM) ?? '') : '');
  const lookup = useStatusLookup(checkRegistrationStatus, t('registrationStatus.required'));
  const found = lookup.found;
  const texts = found ? REGISTRATION_STATUS_FOR_APPLICANT[found.status] : null;

  return (
    <StatusLookupPage
      texts={{
        title: t('registrationStatus.title'),
        intro: t('registrationStatus.intro'),
        reference: t('registrationStatus.code'),
        referencePlaceholder: t('registrationStatus.codePlaceholder'),
        phone: t('registrationStatus.phone'),
        checking: t('registrationStatus.checking'),
        submit: t('registrationStatus.submit'),
      }}
      ids={{ reference: 'registration-status-code', phone: 'registration-status-phone' }}
      reference={code}
      onReferenceChange={setCode}
      phone={lookup.phone}
      onPhoneChange={lookup.setPhone}
      checking={lookup.checking}
      onSubmit={(event) => lookup.submit(event, code)}
      failure={lookup.failure}
    >
      {found && texts ? (
        <section
          aria-labelledby="registration-status-result"
          className="grid gap-2 rounded-lg bg-muted p-4"
        >
          <h2 id="registration-status-result">
            {t('registrationStatus.result', { code: found.code })}:{' '}
            <strong data-testid="registration-status">{t(texts.title)}</strong>
          </h2>
          <p className="text-sm font-semibold">{t('registrationStatus.nextTitle')}</p>
          <p className="text-sm" data-testid="registration-status-next">
            {t(texts.next)}
          </p>
          {found.documents?.length ? (
            <ul className="list-disc pl-5 text-sm" data-testid="registration-status-documents">
              {found.documents.map((field) => (
                <li key={field}>{DOCUMENT_LABELS[field]}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
    </StatusLookupPage>
  );
}
