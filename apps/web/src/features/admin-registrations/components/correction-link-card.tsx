import { formatLongDate, type OpenCorrection } from '@toko/contracts';
import { t } from '@toko/contracts/i18n/admin';
import { Copy, MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-variants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast';
import { documentLabel } from '@/lib/admin-document-labels';

type Props = { correction: OpenCorrection; code: string; phoneE164: string | null };

/** wa.me with the link in a prefilled text, to the agent's number when it is known. */
function whatsAppUrl(phoneE164: string | null, text: string): string {
  const number = phoneE164?.replace(/\D/g, '') ?? '';
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * The open request while the registration is "Perlu Perbaikan": what was asked, until when, and
 * its private link to copy or send by WhatsApp, for an agent who does not read e-mail.
 */
export function CorrectionLinkCard({ correction, code, phoneE164 }: Props) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(correction.url);
      toast.success(t('correction.open.copied'));
    } catch (error) {
      toast.error(t('correction.open.copyFailed'), { error });
    }
  }

  const documents = correction.documents.map(({ field }) => documentLabel(field)).join(', ');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('correction.open.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm">{t('correction.open.documents', { documents })}</p>
        <p className="text-sm text-muted-foreground">
          {t('correction.open.expires', { date: `${formatLongDate(correction.expiresAt)} WIB` })}
        </p>
        <div className="grid gap-1.5">
          <Label htmlFor="correction-link">{t('correction.open.link')}</Label>
          <Input
            id="correction-link"
            readOnly
            value={correction.url}
            onFocus={(event) => event.target.select()}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden className="size-4" />
            {t('correction.open.copy')}
          </Button>
          <a
            href={whatsAppUrl(
              phoneE164,
              t('correction.open.whatsappText', { code, url: correction.url }),
            )}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            <MessageCircle aria-hidden className="size-4" />
            {t('correction.open.whatsapp')}
            <span className="sr-only"> {t('correction.open.newTab')}</span>
          </a>
        </div>
      </CardContent>
    </Card>
  );
}
