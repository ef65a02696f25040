import { useTranslation } from 'react-i18next';
import { ReportsScreen } from '../components/reports-screen.tsx';

/** /reporting/reports (Nursing and above): every report of the site over a period, on screen and as files. */
export default function ReportsPage() {
  const { t } = useTranslation('reporting');
  return <ReportsScreen title={t('title')} />;
}
