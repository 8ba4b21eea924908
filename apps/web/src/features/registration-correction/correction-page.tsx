import type { CorrectionView, DocumentField } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/registration';
import { t as uploadText } from '@toko/contracts/i18n/upload';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ChatLink } from '@/components/layout/chat-link';
import { Button } from '@/components/ui/button';
import { RequestCode } from '@/components/ui/request-code';
import { isApiError } from '@/lib/api-client';
import { useAfterPicks } from '@/lib/upload/pick-preparations';
import { waitingForUploadsLabel } from '@/lib/upload/waiting-label';
import { whenUploadsSettle } from '@/lib/upload/when-uploads-settle';
import { usePageTitle } from '@/lib/use-page-title';
import { submitCorrection, viewCorrection } from './api/correction-api';
import { CorrectionDocument } from './correction-document';
import { correctionUploads, type CorrectionUploads } from './correction-uploads';
import { useCorrectionFiles } from './use-correction-files';

type Loaded =
  | { state: 'loading' }
  | { state: 'invalid' }
  | { state: 'failed'; error: unknown }
  | { state: 'ready'; view: CorrectionView; uploads: CorrectionUploads }
  | { state: 'sent' };

/** The link's token: after `#`, so no server log or referrer ever holds it. */
const tokenOfLocation = () => decodeURIComponent(window.location.hash.slice(1));

const isEndedLink = (error: unknown) => isApiError(error) && error.code === 'link_expired';

/**
 * /pendaftaran/perbaikan#<token> (issue 45): the applicant sends again the documents an admin
 * asked for. A link that does not work says only "Tautan tidak berlaku", with the shop's contact.
 */
export function CorrectionPage() {
  usePageTitle(t('correction.page.pageTitle'));
  const [token] = useState(tokenOfLocation);
  const [loaded, setLoaded] = useState<Loaded>(() =>
    token ? { state: 'loading' } : { state: 'invalid' },
  );

  useEffect(() => {
    if (loaded.state !== 'loading') return;
    let active = true;
    viewCorrection(token).then(
      (view) => active && setLoaded({ state: 'ready', view, uploads: correctionUploads(token) }),
      (error: unknown) =>
        active && setLoaded(isEndedLink(error) ? { state: 'invalid' } : { state: 'failed', error }),
    );
    return () => {
      active = false;
    };
  }, [loaded.state, token]);

  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10">
      {loaded.state === 'loading' ? (
        <p role="status" className="text-center text-muted-foreground">
          {t('correction.page.loading')}
        </p>
      ) : null}
      {loaded.state === 'invalid' ? <InvalidLink /> : null}
      {loaded.state === 'failed' ? (
        <div role="alert" className="grid gap-3">
          <p>{isApiError(loaded.error) ? loaded.error.message : t('common.genericError')}</p>
          <RequestCode error={loaded.error} />
          <Button type="button" onClick={() => setLoaded({ state: 'loading' })}>
            {t('correction.page.retry')}
          </Button>
        </div>
      ) : null}
      {loaded.state === 'ready' ? (
        <CorrectionForm
          token={token}
          view={loaded.view}
          uploads={loaded.uploads}
          onSent={() => setLoaded({ state: 'sent' })}
          onEnded={() => setLoaded({ state: 'invalid' })}
        />
      ) : null}
      {loaded.state === 'sent' ? (
        <div role="status" className="grid justify-items-center gap-3 text-center">
          <CheckCircle2 aria-hidden className="size-14 text-green-700" />
          <h1 className="text-2xl font-bold">{t('correction.page.sent')}</h1>
          <p>{t('correction.page.sentBody')}</p>
        </div>
      ) : null}
    </div>
  );
}

function InvalidLink() {
  return (
    <div className="grid justify-items-center gap-4 text-center">
      <h1 className="text-2xl font-bold">{t('correction.page.invalid')}</h1>
      <p>{t('correction.page.invalidBody')}</p>
      <ChatLink />
    </div>
  );
}

type FormProps = {
  token: string;
  view: CorrectionView;
  uploads: CorrectionUploads;
  onSent: () => void;
  onEnded: () => void;
};

function CorrectionForm({ token, view, uploads, onSent, onEnded }: FormProps) {
  const { files, states, setFile } = useCorrectionFiles(uploads);
  const [errors, setErrors] = useState<Partial<Record<DocumentField, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [waiting, setWaiting] = useState(false);
  const [sending, setSending] = useState(false);
  // One correction at a time, whatever the taps: set before any state is.
  const busy = useRef(false);
  const stopWaiting = useRef<() => void>(undefined);
  useEffect(() => () => stopWaiting.current?.(), []);
  const fields = view.documents.map(({ field }) => field);
  // A tap while a photo is still being prepared goes on once it is the page's file.
  const afterPicks = useAfterPicks(sendWhenUp);

  /** Sends once every requested document is up, or says which one failed. */
  function sendWhenUp() {
    if (busy.current) return;
    setFailure(null);
    const current = uploads.uploads.states();
    const missing = fields.filter((field) => !current[field] || current[field].status === 'idle');
    setErrors(
      Object.fromEntries(missing.map((field) => [field, t('correction.page.fileRequired')])),
    );
    if (missing.length > 0) {
      document.getElementById(`correction-${missing[0]}`)?.focus();
      return;
    }
    busy.current = true;
    setWaiting(true);
    stopWaiting.current = whenUploadsSettle(uploads.uploads, fields, (settled) => {
      setWaiting(false);
      if (settled.status === 'done') return void send(settled.uploadIds);
      busy.current = false;
      setErrors({ [settled.field]: settled.error.message });
      setFailure(settled.error);
    });
  }

  async function send(uploaded: Partial<Record<DocumentField, string>>) {
    setSending(true);
    try {
      const uploadDraft = await uploads.uploads.draftToken();
      await submitCorrection({ token, uploadDraft, uploads: uploaded });
      uploads.uploads.forget();
      onSent();
    } catch (error) {
      if (isEndedLink(error)) return onEnded();
      if (isApiError(error) && Object.keys(error.fields).length > 0) {
        // An upload the server no longer has (expired): it must go up again.
        for (const field of Object.keys(error.fields) as DocumentField[]) {
          if (files[field]) uploads.uploads.refuse(field, error);
        }
        setErrors(error.fields as Partial<Record<DocumentField, string>>);
      }
      setFailure(error);
    } finally {
      busy.current = false;
      setSending(false);
    }
  }

  const label = afterPicks.waiting
    ? uploadText('upload.status.preparingPhotos')
    : waiting
      ? waitingForUploadsLabel(
          fields.map((field) => ({ state: states[field], size: files[field]?.size ?? 0 })),
        )
      : sending
        ? t('correction.page.sending')
        : t('correction.page.submit');

  return (
    <form
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        afterPicks.run();
      }}
      noValidate
      className="grid gap-6"
    >
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold">{t('correction.page.title')}</h1>
        <p className="font-medium">{t('correction.page.code', { code: view.code })}</p>
        <p className="text-muted-foreground">{t('correction.page.intro')}</p>
      </div>
      {view.message ? (
        <div className="grid gap-1 rounded-card border border-border bg-muted p-4">
          <h2 className="text-sm font-semibold">{t('correction.page.message')}</h2>
          <p className="whitespace-pre-line">{view.message}</p>
        </div>
      ) : null}
      {view.documents.map((requested) => (
        <CorrectionDocument
          key={requested.field}
          document={requested}
          file={files[requested.field]}
          state={states[requested.field]}
          error={errors[requested.field]}
          onChange={(file) => {
            setErrors((current) => ({ ...current, [requested.field]: undefined }));
            setFile(requested.field, file);
          }}
          onRetry={() => uploads.uploads.retry(requested.field)}
        />
      ))}
      {failure ? (
        <div role="alert" className="text-destructive">
          <p>{isApiError(failure) ? failure.message : t('common.genericError')}</p>
          <RequestCode error={failure} />
        </div>
      ) : null}
      <Button type="submit" disabled={afterPicks.waiting || waiting || sending}>
        {label}
      </Button>
    </form>
  );
}
