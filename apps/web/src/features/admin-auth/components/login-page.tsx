import { errorMessages } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { BrandMark } from '@/components/layout/brand-mark';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { usePageTitle } from '@/lib/use-page-title';
import { useSession } from '../api/get-session';
import { useLogin } from '../api/login';
import { useSetupAdminOnOpen } from '../api/setup-admin';
import { loginFailureDescription } from '../lib/login-failure-description';
import { safeNextPath } from '../lib/safe-next-path';
import { LoginCodeStep } from './login-code-step';
import { LoginForm } from './login-form';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const destination = safeNextPath(searchParams.get('next'));
  const session = useSession();
  const login = useLogin();
  const [codeAsked, setCodeAsked] = useState(false);
  useSetupAdminOnOpen();
  usePageTitle(t('auth.login.pageTitle'));

  if (session.data?.user?.isAdmin) return <Navigate to={destination} replace />;

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-muted px-4 py-10">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <BrandMark className="size-12" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('auth.login.title')}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{t('auth.login.subtitle')}</p>
        </div>
        <Card>
          <CardContent className="pt-6 sm:pt-6">
            {codeAsked ? (
              <LoginCodeStep onExpired={() => setCodeAsked(false)} />
            ) : (
              <LoginForm
                submitting={login.isPending}
                onSubmit={(credentials) =>
                  login.mutate(credentials, {
                    onSuccess: (answer) => {
                      if (!('user' in answer)) setCodeAsked(true);
                      else if (answer.user.isAdmin) toast.success(t('auth.login.success'));
                      else
                        toast.error(t('auth.login.failedTitle'), {
                          description: errorMessages.not_authorized,
                        });
                    },
                    onError: (error) =>
                      toast.error(t('auth.login.failedTitle'), {
                        description: loginFailureDescription(error),
                        error,
                      }),
                  })
                }
              />
            )}
          </CardContent>
        </Card>
        <p className="mt-6 text-center text-sm">
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('auth.login.backToSite')}
          </Link>
        </p>
      </div>
    </main>
  );
}
