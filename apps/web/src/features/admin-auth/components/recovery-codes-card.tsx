import { t } from '@toko/contracts/i18n/admin';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type RecoveryCodesCardProps = { codes: string[]; onDone: () => void };

/** Shown once, right after enrolment: the server keeps only their hashes. */
export function RecoveryCodesCard({ codes, onDone }: RecoveryCodesCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('auth.twoFactor.page.recoveryTitle')}</CardTitle>
        <CardDescription>{t('auth.twoFactor.page.recoveryDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul
          aria-label={t('auth.twoFactor.page.recoveryTitle')}
          className="grid grid-cols-1 gap-2 font-mono text-base min-[360px]:grid-cols-2"
        >
          {codes.map((code) => (
            <li key={code} className="rounded-md bg-muted px-3 py-2 text-center">
              {code}
            </li>
          ))}
        </ul>
        <Button onClick={onDone}>{t('auth.twoFactor.page.recoveryDone')}</Button>
      </CardContent>
    </Card>
  );
}
