import { firstStep1Problem, PUBLIC_PAGE_PATHS, type Step1Problem } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { t as uploadText } from '@toko/contracts/i18n/upload';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useAfterPicks } from '@/lib/upload/pick-preparations';
import { useHydrated } from '@/lib/use-hydrated';
import { usePageTitle } from '@/lib/use-page-title';
import { loadRegionList } from './api/region-list';
import { accountTypeLabel } from './account-type-label';
import { AddressSection } from './components/address-section';
import { BankSection } from './components/bank-section';
import { DocumentsSection } from './components/documents-section';
import { FormAlert } from './components/form-alert';
import { IdentitySection } from './components/identity-section';
import { InfoSourceSection } from './components/info-source-section';
import { SignatureSection } from './components/signature-section';
import { StepLayout } from './components/step-layout';
import { accountTypeStore } from './draft/account-type-store';
import { markStep1Done, registrationDraft, updateStep1 } from './draft/registration-draft';
import { step1Attachments } from './draft/draft-files';
import { useDraftFiles } from './draft/use-draft-files';

// The province list is needed first: fetched while this step renders.
if (!import.meta.env.SSR) void loadRegionList('provinces').catch(() => undefined);

/**
 * /pendaftaran/user (docs/product.md, "Sign-up rules"): saved as a draft on every change, checked
 * on 'Selanjutnya'.
 */
export function Step1Page() {
  usePageTitle(t('registration.step1.pageTitle'));
  const navigate = useNavigate();
  // After hydrating, React renders the long form in short slices (a deferred value).
  const showForm = useDeferredValue(useHydrated());
  const accountType = accountTypeStore.use() ?? 'perorangan';
  const values = registrationDraft.use().step1;
  const { files, loaded, setFile } = useDraftFiles();
  const [checked, setChecked] = useState(false);
  const attachments = step1Attachments(files);
  // After a failed 'Selanjutnya' the first broken rule is shown, and follows the corrections.
  const problem: Step1Problem | null = checked ? firstStep1Problem(values, attachments) : null;
  const fieldErrors = problem ? { [problem.field]: problem.message } : {};

  // A tap while a photo is still being prepared goes on once it is the form's file.
  const next = useAfterPicks(goToStep2);

  function submit(event: FormEvent) {
    event.preventDefault();
    next.run();
  }

  function goToStep2() {
    try {
      const found = firstStep1Problem(values, attachments);
      if (found) {
        setChecked(true);
        window.scrollTo({ top: 0, behavior: 'smooth' });
        return;
      }
      markStep1Done();
      toast.success(t('registration.step1.saved'));
      navigate(PUBLIC_PAGE_PATHS.registrationStep2);
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : t('registration.step1.tryAgain');
      toast.error(t('registration.step1.unexpected', { message }), { error });
    }
  }

  return (
    <StepLayout progress={t('registration.step1.progress')} title={t('registration.step1.title')}>
      {/* The prerendered page paints the step's title at once; the visitor's account type and
          form, with their draft, come with the app. Their room is kept so the footer does not
          move. */}
      {showForm ? (
        <>
          <p className="text-sm text-muted-foreground">
            {t('registration.step1.accountType', { type: accountTypeLabel(accountType) })}{' '}
            <Link
              to={PUBLIC_PAGE_PATHS.registration}
              className="font-semibold text-primary underline"
            >
              {t('registration.step1.changeType')}
            </Link>
          </p>
          <form noValidate onSubmit={submit} className="grid gap-6">
            <FormAlert message={problem?.message} />
            <IdentitySection values={values} onChange={updateStep1} errors={fieldErrors} />
            <AddressSection values={values} onChange={updateStep1} errors={fieldErrors} />
            <DocumentsSection
              files={files}
              onChange={setFile}
              missingError={problem?.field === 'documents' ? problem.message : undefined}
            />
            <BankSection
              values={values}
              onChange={updateStep1}
              errors={fieldErrors}
              sectionError={problem?.field === 'bank' ? problem.message : undefined}
            />
            <InfoSourceSection
              value={values.infoSource}
              onChange={(infoSource) => updateStep1({ infoSource })}
            />
            {/* Drawn once the draft's files are read, so a saved signature is drawn back. */}
            {loaded ? (
              <SignatureSection
                value={files.signature}
                onChange={(file) => setFile('signature', file)}
                error={problem?.field === 'signature' ? problem.message : undefined}
              />
            ) : null}
            <Button type="submit" size="lg" disabled={!loaded || next.waiting}>
              {next.waiting
                ? uploadText('upload.status.preparingPhotos')
                : t('registration.step1.next')}
            </Button>
          </form>
        </>
      ) : (
        <div className="min-h-dvh" />
      )}
    </StepLayout>
  );
}
