import { privacyPage } from '@content/legal'
import { LegalDocument } from './LegalDocument'

export const PrivacyPage = () => <LegalDocument page={privacyPage} />
