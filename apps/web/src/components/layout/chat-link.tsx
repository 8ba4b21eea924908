import { t } from '@toko/contracts/i18n/layout';
import { MessageCircle } from 'lucide-react';
import { buttonClass } from '@/components/ui/button-variants';
import { chatUrl } from '@/content/site-config';

/** 'Hubungi Kami': opens a WhatsApp chat with the seller in a new tab. */
export function ChatLink({ className }: { className?: string }) {
  return (
    <a
      href={chatUrl()}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass({ variant: 'outline', size: 'sm', className })}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      {t('layout.nav.contact')}
      <span className="sr-only"> {t('layout.newTab')}</span>
    </a>
  );
}
