import {
  DOCUMENT_LABELS,
  REGISTRATION_STATUS_CODE_PARAM,
  REGISTRATION_STATUS_FOR_APPLICANT,
  type RegistrationStatusResponse,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RequestCode } from '@/components/ui/request-code';
import { isApiError } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { checkRegistrationStatus } from './api/check-registration-status';

type Result = RegistrationStatusResponse | { error: string; cause?: unknown } | null;

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
  const [phone, setPhone] = useState('');
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<Result>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim() || !phone.trim())
      return setResult({ error: t('registrationStatus.required') });
    setChecking(true);
    try {
      setResult(await checkRegistrationStatus(code, phone));
    } catch (error) {
      setResult({
        error: isApiError(error) ? error.message : t('common.genericError'),
        cause: error,
      });
    } finally {
      setChecking(false);
    }
  }

  const texts =
    result && 'status' in result ? REGISTRATION_STATUS_FOR_APPLICANT[result.status] : null;

  return (
    <div className="mx-auto grid max-w-md gap-6 px-4 py-10">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">{t('registrationStatus.title')}</h1>
        <p className="text-muted-foreground">{t('registrationStatus.intro')}</p>
      </div>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <form onSubmit={submit} noValidate className="grid gap-4">
            <FormField id="registration-status-code" label={t('registrationStatus.code')}>
              <Input
                id="registration-status-code"
                value={code}
                autoCapitalize="characters"
                placeholder={t('registrationStatus.codePlaceholder')}
                onChange={(event) => setCode(event.target.value)}
              />
            </FormField>
            <FormField id="registration-status-phone" label={t('registrationStatus.phone')}>
              <Input
                id="registration-status-phone"
                type="tel"
                autoComplete="tel"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            </FormField>
            <Button type="submit" disabled={checking}>
              {checking ? t('registrationStatus.checking') : t('registrationStatus.submit')}
            </Button>
          </form>
        </CardContent>
      </Card>
      <div aria-live="polite">
        {result && 'status' in result && texts ? (
          <section
            aria-labelledby="registration-status-result"
            className="grid gap-2 rounded-lg bg-muted p-4"
          >
            <h2 id="registration-status-result">
              {t('registrationStatus.result', { code: result.code })}:{' '}
              <strong data-testid="registration-status">{t(texts.title)}</strong>
            </h2>
            <p className="text-sm font-semibold">{t('registrationStatus.nextTitle')}</p>
            <p className="text-sm" data-testid="registration-status-next">
              {t(texts.next)}
            </p>
            {result.documents?.length ? (
              <ul className="list-disc pl-5 text-sm" data-testid="registration-status-documents">
                {result.documents.map((field) => (
                  <li key={field}>{DOCUMENT_LABELS[field]}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
        {result && 'error' in result ? (
          <div role="alert" className="text-destructive">
            <p>{result.error}</p>
            <RequestCode error={result.cause} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
