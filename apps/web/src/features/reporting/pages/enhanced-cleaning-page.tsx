import { useTranslation } from 'react-i18next';
import { ReportsScreen } from '../components/reports-screen.tsx';

/** /reporting/enhancedcleaning: the Enhanced Cleaning Report (state-triggered and terminal cleans with their audits). */
export default function EnhancedCleaningPage() {
  const { t } = useTranslation('reporting');
  return <ReportsScreen title={t('kind.enhanced.name')} fixedKind="enhanced" />;
}
