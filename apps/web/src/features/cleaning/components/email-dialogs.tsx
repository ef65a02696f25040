import type { CleaningSession } from '../model/session.ts';
import { SendEmailPopup } from './send-email-popup.tsx';

/**
 * The screen's two mail dialogs: the report (from the housekeeper's comments) and its audit (from the
 * auditor's). Each mails what the server has; closing returns to the popup it came from.
 */
export function EmailDialogs({
  session,
  opened,
  unsavedReport,
  unsavedAudit,
  onSaveAndSend,
  onBack,
}: {
  session: CleaningSession;
  opened: 'report' | 'audit' | null;
  unsavedReport: boolean;
  unsavedAudit: boolean;
  /** A new clean: save it, then mail it. */
  onSaveAndSend: ((recipients: string[]) => void) | undefined;
  onBack: (kind: 'report' | 'audit') => void;
}) {
  const report = {
    facilityId: session.facilityId,
    reportId: session.reportId,
    roomId: session.room.id,
    roomNumber: session.room.roomNumber,
  };
  return (
    <>
      <SendEmailPopup
        opened={opened === 'report'}
        kind="report"
        {...report}
        onServer={session.report !== null}
        unsavedChanges={unsavedReport}
        onSaveAndSend={onSaveAndSend}
        onClose={() => onBack('report')}
      />
      <SendEmailPopup
        opened={opened === 'audit'}
        kind="audit"
        {...report}
        onServer={Boolean(session.report?.auditReport)}
        unsavedChanges={unsavedAudit}
        onClose={() => onBack('audit')}
      />
    </>
  );
}
