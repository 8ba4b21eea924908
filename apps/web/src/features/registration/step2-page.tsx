import {
  firstStep1Problem,
  firstStep2Problem,
  PUBLIC_PAGE_PATHS,
  type Step2Problem,
} from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { t as uploadText } from '@toko/contracts/i18n/upload';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-variants';
import { toast } from '@/components/ui/toast';
import { useAfterPicks } from '@/lib/upload/pick-preparations';
import { usePageTitle } from '@/lib/use-page-title';
import { askRegistrationSummaryAhead } from './api/get-registration-summary';
import { useSubmitRegistration } from './api/use-submit-registration';
import { ConfirmDialog } from './components/confirm-dialog';
import { FormAlert } from './components/form-alert';
import { StoreSection } from './components/store-section';
import { StepLayout } from './components/step-layout';
import { accountTypeStore } from './draft/account-type-store';
import { step1Attachments } from './draft/draft-files';
import { registrationDraft, updateStep2 } from './draft/registration-draft';
import { useDraftFiles } from './draft/use-draft-files';

/** /pendaftaran/step-2: the store, then 'Konfirmasi Pendaftaran' and the sign-up naming its uploads. */
export function Step2Page() {
  usePageTitle(t('registration.step2.pageTitle'));
  const navigate = useNavigate();
  const draft = registrationDraft.use();
  const accountType = accountTypeStore.use() ?? 'perorangan';
  const { files, loaded, setFile } = useDraftFiles();
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const registration = useSubmitRegistration({
    onCreated: (created) => {
      registrationDraft.set(null);
      askRegistrationSummaryAhead(created.id);
      toast.success(t('registration.submit.success'));
      navigate(`${PUBLIC_PAGE_PATHS.registrationSuccess}?id=${encodeURIComponent(created.id)}`);
    },
    onFailed: (message, error) => toast.error(message, { error }),
  });
  const busy = registration.waiting || registration.sending;
  const done = registration.created;
  const photos = { out: Boolean(files.storePhotoOut), in: Boolean(files.storePhotoIn) };
  const problem: Step2Problem | null = checked ? firstStep2Problem(draft.step2, photos) : null;
  const fieldErrors = problem ? { [problem.field]: problem.message } : {};

  useEffect(() => {
    if (draft.step1Done || done) return;
    toast.error(t('registration.step2.noDraft'));
    navigate(PUBLIC_PAGE_PATHS.registrationStep1, { replace: true });
  }, [draft.step1Done, done, navigate]);

  // A tap while a store photo is still being prepared goes on once it is the form's file.
  const confirm = useAfterPicks(askToConfirm);

  function submit(event: FormEvent) {
    event.preventDefault();
    confirm.run();
  }

  function askToConfirm() {
    if (!draft.step1Done) {
      toast.error(t('registration.step2.noDraft'));
      return navigate(PUBLIC_PAGE_PATHS.registrationStep1);
    }
    if (firstStep2Problem(draft.step2, photos)) {
      setChecked(true);
      return window.scrollTo({ top: 0, behavior: 'smooth' });
    }
    const attachments = step1Attachments(files);
    const step1Problem = firstStep1Problem(draft.step1, attachments);
    if (step1Problem) {
      toast.error(step1Problem.message);
      return navigate(PUBLIC_PAGE_PATHS.registrationStep1);
    }
    setConfirming(true);
  }

  function agree() {
    setConfirming(false);
    registration.submit(draft, accountType, files);
  }

  return (
    <StepLayout progress={t('registration.step2.progress')} title={t('registration.step2.title')}>
      <form noValidate onSubmit={submit} className="grid gap-6">
        <FormAlert
          message={problem?.message ?? registration.failure?.message}
          error={problem ? undefined : registration.failure?.error}
        />
        <StoreSection
          values={draft.step2}
          onChange={updateStep2}
          errors={fieldErrors}
          files={files}
          onFileChange={setFile}
          photosError={problem?.field === 'photos' ? problem.message : undefined}
          disabled={busy}
        />
        <div className="flex flex-wrap justify-between gap-3">
          <Link
            to={PUBLIC_PAGE_PATHS.registrationStep1}
            className={buttonClass({ variant: 'outline', size: 'lg' })}
          >
            {t('registration.step2.back')}
          </Link>
          <Button type="submit" size="lg" disabled={!loaded || busy || done || confirm.waiting}>
            {confirm.waiting
              ? uploadText('upload.status.preparingPhotos')
              : registration.waitingLabel
                ? registration.waitingLabel
                : registration.sending
                  ? t('registration.step2.submitting')
                  : t('registration.step2.submit')}
          </Button>
        </div>
      </form>
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} onAgree={agree} />
    </StepLayout>
  );
}
