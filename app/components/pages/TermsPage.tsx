import { termsPage } from '@content/legal'
import { LegalDocument } from './LegalDocument'

export const TermsPage = () => <LegalDocument page={termsPage} />
