import { t } from '@toko/contracts/i18n/public';
import { privacyNotice } from '@/content/legal-content';
import { LegalDocumentView } from './components/legal-document-view';

export function PrivacyPage() {
  return <LegalDocumentView title={t('marketing.legal.privacy.title')} document={privacyNotice} />;
}
