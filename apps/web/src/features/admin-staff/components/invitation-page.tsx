import { ADMIN_PAGE_PATHS, STAFF_PASSWORD_MIN_LENGTH, staffPasswordSchema } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { BrandMark } from '@/components/layout/brand-mark';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/use-page-title';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import { roleLabel } from './role-label';

/** The token after `#`: the browser never sends it to the server with the page's address. */
const tokenOfPage = () => window.location.hash.slice(1);

/** The server's one answer for a used, expired, replaced or forged link (or a mangled one). */
const isUnusableLink = (error: unknown) =>
  isApiError(error) && (error.code === 'link_expired' || error.code === 'validation_failed');

function InvalidInvitation() {
  return (
    <div role="alert" className="grid gap-3 text-center">
      <h2 className="text-lg font-semibold">{t('invitation.invalid')}</h2>
      <p className="text-sm text-muted-foreground">{t('invitation.invalidBody')}</p>
      <Link to={ADMIN_PAGE_PATHS.login} className="text-sm font-medium underline">
        {t('invitation.toLogin')}
      </Link>
    </div>
  );
}

type Props = {
  /** Signed in: the admin area reads the session again (enrolment may be due next). */
  onSignedIn: () => Promise<void>;
};

/** The invited person chooses a password and is signed in; no session is needed before. */
export function InvitationPage({ onSignedIn }: Props) {
  usePageTitle(t('invitation.pageTitle'));
  const [token] = useState(tokenOfPage);
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [invalid, setInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = staffPasswordSchema.safeParse(password);
    const found = {
      password: checked.success ? undefined : checked.error.issues[0]?.message,
      confirm: password === confirm ? undefined : t('invitation.passwordMismatch'),
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    accept.mutate(
      { token, password },
      {
        onSuccess: async () => {
          await onSignedIn();
          await navigate(ADMIN_PAGE_PATHS.orders, { replace: true });
        },
        onError: (error) => {
          if (isUnusableLink(error)) setInvalid(true);
          else toast.error(isApiError(error) ? error.message : t('invitation.failed'), { error });
        },
      },
    );
  }

  const showInvalid = invalid || (invitation.isError && isUnusableLink(invitation.error));

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <BrandMark className="size-12" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('invitation.pageTitle')}</h1>
        </div>
        <Card>
          <CardContent className="pt-6 sm:pt-6">
            {showInvalid ? (
              <InvalidInvitation />
            ) : invitation.isError ? (
              <div role="alert" className="grid justify-items-start gap-2">
                <p>{invitation.error.message}</p>
                <Button variant="outline" onClick={() => void invitation.refetch()}>
                  {t('admin.retry')}
                </Button>
              </div>
            ) : invitation.isPending ? (
              <p>{t('common.loadingData')}</p>
            ) : (
              <form onSubmit={submit} noValidate className="grid gap-5">
                <div>
                  <h2 className="text-lg font-semibold">{t('invitation.title')}</h2>
                  <p className="mt-1 text-sm break-words text-muted-foreground">
                    {t('invitation.description', {
                      role: roleLabel(invitation.data.role),
                      email: invitation.data.email,
                    })}
                  </p>
                </div>
                {/* For the browser's password manager: the account this password belongs to. */}
                <input
                  type="email"
                  autoComplete="username"
                  value={invitation.data.email}
                  readOnly
                  hidden
                />
                <FormField
                  id="invitation-password"
                  label={t('invitation.password')}
                  hint={t('invitation.passwordHint', { minimum: STAFF_PASSWORD_MIN_LENGTH })}
                  error={errors.password}
                >
                  <Input
                    id="invitation-password"
                    type="password"
                    autoComplete="new-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    aria-invalid={errors.password ? true : undefined}
                    aria-describedby={
                      errors.password
                        ? 'invitation-password-hint invitation-password-error'
                        : 'invitation-password-hint'
                    }
                  />
                </FormField>
                <FormField
                  id="invitation-confirm"
                  label={t('invitation.passwordConfirm')}
                  error={errors.confirm}
                >
                  <Input
                    id="invitation-confirm"
                    type="password"
                    autoComplete="new-password"
                    value={confirm}
                    onChange={(event) => setConfirm(event.target.value)}
                    aria-invalid={errors.confirm ? true : undefined}
                    aria-describedby={errors.confirm ? 'invitation-confirm-error' : undefined}
                  />
                </FormField>
                <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
                  {t('invitation.submit')}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
