import type { TAccountInfo, TDetailImage, TReportOperation } from '@carehome/contracts';
import {
  canDecline,
  canEdit,
  detailImagesFor,
  type GroupSelection,
  groupTap,
  hasUnsavedChanges,
  operationGroups,
  roleIncludes,
  routineFor,
  shortcutBoxes,
  TILE_FLIP_MS,
} from '@carehome/domain';
import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconCloudUpload } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingSavesFor } from '../../../lib/outbox/index.ts';
import { UnsavedChangesPrompt } from '../../../lib/unsaved-changes.tsx';
import { forgetUnsavedPhotos } from '../api/queue-save.ts';
import { type DraftAction, reduceDraft } from '../model/draft.ts';
import { screenResidents } from '../model/residents.ts';
import type { CleaningSession } from '../model/session.ts';
import { AuditCommentsPopup } from './audit-comments-popup.tsx';
import { AuditHeader } from './audit-header.tsx';
import { BottomBar } from './bottom-bar.tsx';
import { COMMENT_FIELDS, CommentsPopup } from './comments-popup.tsx';
import { DeclineForm } from './decline-form.tsx';
import { GroupTabs } from './group-tabs.tsx';
import { PhotoScope } from './photo-strip.tsx';
import { useRecleanGuard } from './reclean-guard.tsx';
import { ReportFacts } from './report-facts.tsx';
import { SavePermissionNotice, useSavePermission } from './save-permission-notice.tsx';
import { SaveQuestions } from './save-questions.tsx';
import { SendEmailPopup } from './send-email-popup.tsx';
import { ShortcutsOverlay } from './shortcuts-overlay.tsx';
import { SupervisorNoteDialog } from './supervisor-note-dialog.tsx';
import { RoutineDetails, TaskDetails } from './task-details.tsx';
import { TaskTile } from './task-tile.tsx';
import { TitleBar } from './title-bar.tsx';
import { useCleaningSaves } from './use-cleaning-saves.ts';
import './cleaning.css';

type Dialog = 'comments' | 'auditComments' | 'decline' | 'note' | 'routineDetails' | 'confirmCancel' | 'emailReport' | 'emailAudit' | null;

/**
 * The cleaning report screen of one room (spec section 2): a clean ticked through its tasks, a saved
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
  const { t, i18n } = useTranslation('cleaning');
  const { mode, room, roomType } = session;
  const residents = useMemo(() => screenResidents(session), [session]);
  const ctx = useMemo(
    () => ({ mode, hasMarkingReport: session.marking !== null, marking: session.marking?.operations ?? null }),
    [mode, session.marking],
  );
  const [draft, dispatch] = useReducer((d: typeof session.initial, a: DraftAction) => reduceDraft(d, a, ctx), session.initial);
  const [note, setNote] = useState(session.report?.supervisorNote ?? null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [detailsOp, setDetailsOp] = useState<TReportOperation | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(session.showShortcuts);
  const [leaving, setLeaving] = useState(false);
  const [pending, setPending] = useState(0);

  useEffect(() => {
    if (leaving) onExit();
  }, [leaving, onExit]);
  useEffect(() => {
    pendingSavesFor(room.id).then(
      (saves) => setPending(saves.length),
      () => undefined,
    );
  }, [room.id]);

  // Groups and the selected group. The first group starts selected, outside any double-tap window.
  const groups = useMemo(() => operationGroups(draft.operations), [draft.operations]);
  const [selection, setSelection] = useState<GroupSelection | null>(null);
  const current = selection && groups.includes(selection.group) ? selection.group : (groups[0] ?? null);
  const onGroupTap = (group: string) => {
    const base =
      selection && groups.includes(selection.group) ? selection : current ? { group: current, selectedAt: Number.NEGATIVE_INFINITY } : null;
    const tap = groupTap(base, { group, at: performance.now() }, { allowGroupSelection: roomType.settings.allowGroupSelection, mode });
    setSelection(tap.selection);
    if (tap.action === 'toggleAll') dispatch({ type: 'tickGroup', group, now: new Date() });
  };

  // Normal mode: a tap flips the tile (300 ms), then toggles it.
  const [flipping, setFlipping] = useState<ReadonlySet<string>>(new Set());
  const flipTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = flipTimers.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);
  const onActivate = useCallback(
    (op: TReportOperation) => {
      if (mode === 'audit') dispatch({ type: 'cycleAudit', id: op.id });
      else if (mode === 'marking') dispatch({ type: 'toggleMarked', id: op.id });
      else if (canEdit(mode, 'operations') && !flipTimers.current.has(op.id)) {
        setFlipping((s) => new Set(s).add(op.id));
        flipTimers.current.set(
          op.id,
          setTimeout(() => {
            flipTimers.current.delete(op.id);
            dispatch({ type: 'toggle', id: op.id, now: new Date() });
            setFlipping((s) => {
              const next = new Set(s);
              next.delete(op.id);
              return next;
            });
          }, TILE_FLIP_MS),
        );
      }
    },
    [mode],
  );

  // Detail images by operation id, from every routine of the room type (a continued report may hold
  // operations of another routine), in the user's language.
  const language = i18n.resolvedLanguage ?? i18n.language;
  const opImages = useMemo(() => {
    const map = new Map<string, TDetailImage[]>();
    for (const r of roomType.routines)
      for (const op of r.operations) if (!map.has(op.id)) map.set(op.id, detailImagesFor(op.detailImages, language));
    return map;
  }, [roomType, language]);
  const routine = routineFor(roomType.routines, draft.selectedCleanType);
  const routineImages = useMemo(() => detailImagesFor(routine?.detailImages ?? [], language), [routine, language]);
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
  const firstText = COMMENT_FIELDS.map((f) => draft[f]?.trim()).find(Boolean) ?? null;
  const visibleOps = draft.operations.filter((op) => op.group === current).sort((a, b) => a.index - b.index);
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
        {pending > 0 && mode !== 'readonly' ? (
          <Alert color="blue" variant="light" py={6} icon={<IconCloudUpload aria-hidden />} role="status" data-testid="pending-saves">
            {t('pending', { count: pending })}
          </Alert>
        ) : null}
        {saves.problems.length ? (
          <Alert
            color="red"
            py={6}
            icon={<IconAlertCircle aria-hidden />}
            role="alert"
            data-testid="cleaning-problems"
            withCloseButton
            onClose={saves.clearProblems}
            closeButtonLabel={t('common:close')}
          >
            {saves.problems.join(' ')}
          </Alert>
        ) : null}
        {reclean.banner}
        {groups.length ? <GroupTabs groups={groups} operations={draft.operations} selected={current} onTap={onGroupTap} /> : null}
        <div className="cl-grid-scroll">
          {visibleOps.length ? (
            <div className="cl-grid" id="cl-task-panel" role="tabpanel" aria-label={current ?? ''} data-testid="task-grid">
              {visibleOps.map((op) => (
                <TaskTile
                  key={op.id}
                  op={op}
                  mode={mode}
                  audit={ctx}
                  flipping={flipping.has(op.id)}
                  hasDetails={(opImages.get(op.id)?.length ?? 0) > 0}
                  timeZone={timeZone}
                  t={t}
                  onActivate={onActivate}
                  onDetails={onDetails}
                  failure={reclean.failureOf(op)}
                />
              ))}
            </div>
          ) : (
            <Text c="dimmed" ta="center" mt="xl">
              {t('noTasks')}
            </Text>
          )}
          {roomType.settings.allowGroupSelection && canEdit(mode, 'operations') && groups.length ? (
            <Text c="dimmed" fz="sm" mt="sm">
              {t('groups.hint')}
            </Text>
          ) : null}
        </div>
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
        {/* Email mails what the server has (the report, or its audit); closing returns to the popup it came from. */}
        <SendEmailPopup
          opened={dialog === 'emailReport'}
          kind="report"
          facilityId={session.facilityId}
          reportId={session.reportId}
          roomId={room.id}
          roomNumber={room.roomNumber}
          onServer={session.report !== null}
          unsavedChanges={dirty && mode === 'normal'}
          onSaveAndSend={
            mode === 'normal' && canEdit(mode, 'save')
              ? (recipients) => {
                  setDialog(null);
                  reclean.guard('save', draft.operations, () => saves.save(recipients));
                }
              : undefined
          }
          onClose={() => setDialog('comments')}
        />
        <SendEmailPopup
          opened={dialog === 'emailAudit'}
          kind="audit"
          facilityId={session.facilityId}
          reportId={session.reportId}
          roomId={room.id}
          roomNumber={room.roomNumber}
          onServer={Boolean(session.report?.auditReport)}
          unsavedChanges={dirty && mode === 'audit'}
          onClose={() => setDialog('auditComments')}
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
