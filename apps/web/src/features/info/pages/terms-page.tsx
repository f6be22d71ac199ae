import { LegalDocument } from '../components/legal-document';

export default function TermsPage() {
  return <LegalDocument doc="terms" />;
}
