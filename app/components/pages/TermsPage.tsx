import { termsPage } from '#content/legal.ts'
import { LegalDocument } from './LegalDocument'

export const TermsPage = () => <LegalDocument page={termsPage} />
