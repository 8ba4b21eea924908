import { t } from '@toko/contracts/i18n/public';
import { termsOfSale } from '@/content/legal-content';
import { LegalDocumentView } from './components/legal-document-view';

export function TermsPage() {
  return <LegalDocumentView title={t('marketing.legal.terms.title')} document={termsOfSale} />;
}
