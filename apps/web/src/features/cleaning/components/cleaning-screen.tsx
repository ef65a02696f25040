import type { TAccountInfo, TReportOperation } from '@carehome/contracts';
import { canDecline, canEdit, hasUnsavedChanges, operationGroups, roleIncludes, routineFor, shortcutBoxes } from '@carehome/domain';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { useAtpLimits } from '../../atp-limits/index.ts';
import { forgetUnsavedPhotos } from '../api/queue-save.ts';
import { type DraftAction, reduceDraft } from '../model/draft.ts';
import { screenResidents } from '../model/residents.ts';
import type { CleaningSession } from '../model/session.ts';
import { AuditCommentsPopup } from './audit-comments-popup.tsx';
import { AuditHeader } from './audit-header.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { COMMENT_FIELDS, CommentsPopup } from './comments-popup.tsx';
import { DeclineForm } from './decline-form.tsx';
import { EmailDialogs } from './email-dialogs.tsx';
import { GroupTabs } from './group-tabs.tsx';
import { PhotoScope } from './photo-strip.tsx';
import { useRecleanGuard } from './reclean-guard.tsx';
import { ReportFacts } from './report-facts.tsx';
import { SaveNotices } from './save-notices.tsx';
import { SavePermissionNotice, useSavePermission } from './save-permission-notice.tsx';
import { SaveQuestions } from './save-questions.tsx';
import { ShortcutsOverlay } from './shortcuts-overlay.tsx';
import { SupervisorNoteDialog } from './supervisor-note-dialog.tsx';
import { RoutineDetails, TaskDetails } from './task-details.tsx';
import { type GridTiles, TaskGrid } from './task-grid.tsx';
import { TitleBar } from './title-bar.tsx';
import { useCleaningSaves } from './use-cleaning-saves.ts';
import { useDetailImages } from './use-detail-images.ts';
import { useTaskTaps } from './use-task-taps.ts';
import './cleaning.css';

type Dialog = 'comments' | 'auditComments' | 'decline' | 'note' | 'routineDetails' | 'confirmCancel' | 'emailReport' | 'emailAudit' | null;

/**
 * The cleaning report screen of one room: a clean ticked through its tasks, a saved
 * report read-only, its audit, or a pre-audit marking. Every rule is the domain's; this screen shows
 * the state and queues the saves in the outbox, then goes back to the dashboard.
 */
export function CleaningScreen({
  session,
  account,
  timeZone,
  onExit,
}: {
  session: CleaningSession;
  account: TAccountInfo;
  timeZone: string;
  onExit: () => void;
}) {
  const { t } = useTranslation('cleaning');
  const { mode, room, roomType } = session;
  const residents = useMemo(() => screenResidents(session), [session]);
  const ctx = useMemo(
    () => ({ mode, hasMarkingReport: session.marking !== null, marking: session.marking?.operations ?? null }),
    [mode, session.marking],
  );
  const [draft, dispatch] = useReducer((d: typeof session.initial, a: DraftAction) => reduceDraft(d, a, ctx), session.initial);
  const [note, setNote] = useState(session.report?.supervisorNote ?? null);
  // Only auditors read the limits (the tablet keeps the last ones for an audit offline).
  const atpLimits = useAtpLimits(mode === 'audit' ? session.facilityId : undefined);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [detailsOp, setDetailsOp] = useState<TReportOperation | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(session.showShortcuts);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (leaving) onExit();
  }, [leaving, onExit]);

  const groups = useMemo(() => operationGroups(draft.operations), [draft.operations]);
  const { current, onGroupTap, flipping, onActivate } = useTaskTaps({
    groups,
    mode,
    allowGroupSelection: roomType.settings.allowGroupSelection,
    dispatch,
  });

  const { opImages, routineImages } = useDetailImages(roomType.routines, draft.selectedCleanType);
  const onDetails = useCallback((op: TReportOperation) => setDetailsOp(op), []);

  const dirty = hasUnsavedChanges(session.initial, draft, mode);
  const cancel = () => (dirty ? setDialog('confirmCancel') : leaveUnsaved());
  const changeCleanType = (cleanType: string) => {
    const next = routineFor(roomType.routines, cleanType);
    if (next) dispatch({ type: 'cleanType', cleanType: next.cleanType, routineOps: next.operations });
  };

  const saves = useCleaningSaves({ session, draft, account, timeZone, onSaved: () => setLeaving(true) });
  // Shortcuts save at once: an account that may not save gets the notice instead of them.
  const cannotSave = useSavePermission(account, mode);
  const reclean = useRecleanGuard(room.correctiveAction, mode, timeZone);
  /** Leaving without saving: the photos taken meanwhile leave the tablet too. */
  const leaveUnsaved = () => {
    void forgetUnsavedPhotos(session.initial, draft);
    setLeaving(true);
  };

  const staffName = account.staffMember?.name ?? null;
  const photoScope = useMemo(() => ({ facilityId: session.facilityId, roomId: room.id }), [session.facilityId, room.id]);
  const showAuditHeader = mode === 'audit' || mode === 'marking' || (mode === 'readonly' && Boolean(session.report?.auditReport));
  const tiles: GridTiles = { audit: ctx, flipping, images: opImages, timeZone, onActivate, onDetails, failureOf: reclean.failureOf };
  const firstText = COMMENT_FIELDS.map((f) => draft[f]?.trim()).find(Boolean) ?? null;
  const supervisor = roleIncludes(account.role, 'FacilityAssistant');

  return (
    <PhotoScope.Provider value={photoScope}>
      <div className="cl-screen" data-mode={mode} data-testid="cleaning-screen">
        <TitleBar session={session} cleanType={draft.selectedCleanType} onCleanType={changeCleanType} />
        <ReportFacts session={session} timeZone={timeZone} />
        {showAuditHeader ? (
          <AuditHeader
            session={session}
            methods={draft.audit}
            auditorName={staffName}
            timeZone={timeZone}
            onMethod={(method, value) => dispatch({ type: 'method', method, value })}
          />
        ) : null}
        <SavePermissionNotice text={cannotSave} />
        <SaveNotices roomId={room.id} readonly={mode === 'readonly'} problems={saves.problems} onClearProblems={saves.clearProblems} />
        {reclean.banner}
        {groups.length ? <GroupTabs groups={groups} operations={draft.operations} selected={current} onTap={onGroupTap} /> : null}
        <TaskGrid
          operations={draft.operations}
          group={current}
          tiles={tiles}
          groupHint={roomType.settings.allowGroupSelection && canEdit(mode, 'operations') && groups.length > 0}
        />
        <BottomBar
          readonly={mode === 'readonly'}
          canSave={canEdit(mode, 'save')}
          saving={saves.saving}
          hasTaskDetails={draft.operations.length > 0}
          housekeeper={
            mode === 'marking'
              ? null
              : {
                  title: t('bottom.housekeeperComments'),
                  preview: firstText,
                  photos: draft.photos,
                  disabled: false,
                  onOpen: () => setDialog('comments'),
                  testId: 'housekeeper-comments',
                }
          }
          auditor={
            mode === 'marking' || (mode === 'normal' && !session.report?.auditReport)
              ? null
              : {
                  title: mode === 'audit' ? t('bottom.auditorComments') : t('bottom.supervisorComments'),
                  preview: draft.audit.comment?.trim() || null,
                  photos: draft.audit.photos,
                  disabled: mode !== 'audit' && !session.report?.auditReport,
                  onOpen: () => setDialog('auditComments'),
                  testId: 'auditor-comments',
                }
          }
          onCancel={cancel}
          onTaskDetails={() => setDialog('routineDetails')}
          onSupervisorNote={session.report ? () => setDialog('note') : null}
          onSave={() => reclean.guard('save', draft.operations, () => saves.save())}
        />

        <CommentsPopup
          opened={dialog === 'comments'}
          texts={draft}
          photos={draft.photos}
          editable={canEdit(mode, 'comments')}
          canRefuse={mode === 'normal' ? canDecline(mode, residents.length > 0) : null}
          createdBy={staffName}
          onText={(field, value) => dispatch({ type: 'text', field, value })}
          onAddPhoto={(photo) => dispatch({ type: 'addPhoto', photo })}
          onRemovePhoto={(id) => dispatch({ type: 'removePhoto', id })}
          onRefuse={() => {
            saves.clearDeclineProblem();
            setDialog('decline');
          }}
          onEmail={() => setDialog('emailReport')}
          onClose={() => setDialog(null)}
        />
        <AuditCommentsPopup
          opened={dialog === 'auditComments'}
          title={mode === 'audit' ? t('bottom.auditorComments') : t('bottom.supervisorComments')}
          comment={draft.audit.comment}
          photos={draft.audit.photos}
          editable={canEdit(mode, 'auditComments')}
          createdBy={staffName}
          onComment={(value) => dispatch({ type: 'auditComment', value })}
          onAddPhoto={(photo) => dispatch({ type: 'addAuditPhoto', photo })}
          onRemovePhoto={(id) => dispatch({ type: 'removeAuditPhoto', id })}
          onEmail={supervisor ? () => setDialog('emailAudit') : null}
          onClose={() => setDialog(null)}
        />
        <DeclineForm
          opened={dialog === 'decline'}
          residents={residents}
          cleanType={draft.selectedCleanType}
          roomNumber={room.roomNumber}
          timeZone={timeZone}
          problem={saves.declineProblem}
          onDecline={saves.decline}
          onClose={() => setDialog(null)}
        />
        <EmailDialogs
          session={session}
          opened={dialog === 'emailReport' ? 'report' : dialog === 'emailAudit' ? 'audit' : null}
          unsavedReport={dirty && mode === 'normal'}
          unsavedAudit={dirty && mode === 'audit'}
          onSaveAndSend={
            mode === 'normal' && canEdit(mode, 'save')
              ? (recipients) => {
                  setDialog(null);
                  reclean.guard('save', draft.operations, () => saves.save(recipients));
                }
              : undefined
          }
          onBack={(kind) => setDialog(kind === 'report' ? 'comments' : 'auditComments')}
        />
        {session.report ? (
          <SupervisorNoteDialog
            opened={dialog === 'note'}
            facilityId={session.facilityId}
            reportId={session.report.id}
            note={note}
            editable={supervisor}
            onSaved={setNote}
            onClose={() => setDialog(null)}
          />
        ) : null}
        <TaskDetails
          op={detailsOp ? (draft.operations.find((o) => o.id === detailsOp.id) ?? null) : null}
          images={detailsOp ? (opImages.get(detailsOp.id) ?? []) : []}
          mode={mode}
          audit={ctx}
          onAuditStatus={(id, status) => dispatch({ type: 'setAudit', id, status })}
          atp={
            draft.audit.atpSystemMethod
              ? { limits: atpLimits.data ?? [], onReading: (id, reading) => dispatch({ type: 'setAtp', id, reading }) }
              : null
          }
          onClose={() => setDetailsOp(null)}
        />
        <RoutineDetails
          opened={dialog === 'routineDetails'}
          cleanType={draft.selectedCleanType}
          images={routineImages}
          operations={draft.operations}
          timeZone={timeZone}
          onClose={() => setDialog(null)}
        />
        <ShortcutsOverlay
          opened={shortcutsOpen && !cannotSave}
          subtitle={t('shortcuts.room', {
            room: room.roomNumber,
            resident: residents.map((r) => r.name).join(', ') || t('title.unoccupied'),
          })}
          boxes={shortcutBoxes(roomType.routines)}
          onContinue={() => setShortcutsOpen(false)}
          onCancel={leaveUnsaved}
          onShortcut={(kind) => {
            setShortcutsOpen(false);
            reclean.guard(kind, draft.operations, () => saves.shortcut(kind));
          }}
          onCleanType={(cleanType) => {
            changeCleanType(cleanType);
            setShortcutsOpen(false);
          }}
        />
        <SaveQuestions
          partial={saves.partial}
          onConfirmPartial={saves.confirmPartial}
          onCancelPartial={saves.cancelPartial}
          confirmCancel={dialog === 'confirmCancel'}
          onStay={() => setDialog(null)}
          onLeave={() => {
            setDialog(null);
            leaveUnsaved();
          }}
        />
        {reclean.dialog}
        <UnsavedChangesPrompt dirty={dirty && !leaving} />
      </div>
    </PhotoScope.Provider>
  );
}
