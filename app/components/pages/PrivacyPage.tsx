import { privacyPage } from '#content/legal.ts'
import { LegalDocument } from './LegalDocument'

export const PrivacyPage = () => <LegalDocument page={privacyPage} />
