import type { TAccountInfo } from '@carehome/contracts';
import { type CleaningProblem, type Outcome, type RequiredProgress, requiredProgress, type ShortcutKind } from '@carehome/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, translateError } from '../../../lib/api-error.ts';
import { log } from '../../../lib/logger.ts';
import { type OutboxBodies, saveDelivery } from '../../../lib/outbox/index.ts';
import { toast } from '../../../lib/toast.ts';
import { type CleaningSaveKind, queueEmail, queueSave } from '../api/queue-save.ts';
import { auditSaveBody, markingSaveBody, reportSaveBody, type Saver } from '../model/save-bodies.ts';
import type { CleaningDraft, CleaningSession } from '../model/session.ts';

/** A Save that would make the report Incomplete waits for the housekeeper's answer; it may carry an email. */
export interface PartialQuestion extends RequiredProgress {
  recipients: string[] | null;
}

/**
 * The saves of the cleaning screen: the domain prepares each body (or says why not), the outbox stores
 * it, and the screen goes back. A Save that leaves required tasks undone asks first (a partial
 * clean never passes for a full one), and 'Save and send' queues the report's email right behind it.
 */
export function useCleaningSaves({
  session,
  draft,
  account,
  timeZone,
  onSaved,
}: {
  session: CleaningSession;
  draft: CleaningDraft;
  account: TAccountInfo;
  timeZone: string;
  onSaved: () => void;
}) {
  const { t } = useTranslation('cleaning');
  const { mode } = session;
  const [problems, setProblems] = useState<string[]>([]);
  const [declineProblem, setDeclineProblem] = useState<{ text: string; seq: number } | null>(null);
  const declineSeq = useRef(0);
  const [saving, setSaving] = useState(false);
  const [partial, setPartial] = useState<PartialQuestion | null>(null);

  const who = (): Saver => ({ staffMemberId: account.staffMember?.id ?? null, now: new Date(), timeZone });
  const messages = (list: CleaningProblem[]) =>
    list.length
      ? list.map((p) => translateError(t, p.code, p.message))
      : [translateError(t, mode === 'marking' ? 'marking.no_permission' : 'report.no_permission', '')];

  const submit = async <K extends CleaningSaveKind>(
    kind: K,
    outcome: Outcome<OutboxBodies[K]>,
    saved: string,
    opts: { onProblems?: (list: string[]) => void; recipients?: string[] | null } = {},
  ) => {
    if (!outcome.ok) {
      (opts.onProblems ?? setProblems)(messages(outcome.problems));
      return;
    }
    setProblems([]);
    setSaving(true);
    const queuedAt = Date.now();
    try {
      await queueSave(session, kind, outcome.value);
      if (opts.recipients?.length) await queueEmail(session, opts.recipients, account.staffMember?.id ?? null);
      onSaved();
    } catch (err) {
      log('error', 'a save could not be queued', err);
      toast(errorText(t, err), 'red');
      return;
    } finally {
      setSaving(false);
    }
    // The screen has gone back; the notice follows the outbox's first try, so a green 'Saved.' means the
    // server has it, and a save kept on the tablet (offline, server out of reach) says so.
    const delivery = await saveDelivery({ kind, id: session.reportId }, queuedAt);
    if (delivery === 'sent') toast(opts.recipients?.length ? t('email.savedAndQueued') : saved);
    else if (delivery === 'kept') toast(t('saved.kept'), 'orange');
    else toast(t('saved.refused'), 'red');
  };

  const saveReport = (recipients: string[] | null) =>
    void submit('report', reportSaveBody(session, draft, { kind: 'save' }, who()), t('saved.report'), { recipients });

  /**
   * Save: audits and markings at once; a clean asks first when required tasks are left, once nothing
   * else stands in the way (a problem such as the marking's clean type is shown instead of the question).
   */
  const save = (recipients: string[] | null = null) => {
    if (mode === 'audit') void submit('audit', auditSaveBody(session, draft, who()), t('saved.audit'));
    else if (mode === 'marking') void submit('marking', markingSaveBody(session, draft, who()), t('saved.marking'));
    else {
      const outcome = reportSaveBody(session, draft, { kind: 'save' }, who());
      const progress = requiredProgress(draft.operations);
      if (outcome.ok && progress.left > 0) setPartial({ ...progress, recipients });
      else void submit('report', outcome, t('saved.report'), { recipients });
    }
  };

  return {
    problems,
    clearProblems: () => setProblems([]),
    declineProblem,
    clearDeclineProblem: () => setDeclineProblem(null),
    saving,
    save,
    partial,
    confirmPartial: () => {
      const recipients = partial?.recipients ?? null;
      setPartial(null);
      saveReport(recipients);
    },
    cancelPartial: () => setPartial(null),
    shortcut: (kind: ShortcutKind) => void submit('report', reportSaveBody(session, draft, { kind }, who()), t('saved.report')),
    decline: (signature: string | null, residentId: string | null) =>
      void submit('report', reportSaveBody(session, draft, { kind: 'decline', signature }, who(), residentId), t('saved.declined'), {
        onProblems: (list) => setDeclineProblem({ text: list.join(' '), seq: ++declineSeq.current }),
      }),
  };
}
