import { AUDIT_METHODS } from '@carehome/contracts';
import { type AuditMethod, type AuditMethods, auditMethodState } from '@carehome/domain';
import { Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDataTime, formatDisplayDate } from '../../../lib/dates.ts';
import type { CleaningSession } from '../model/session.ts';
import { Fact } from './report-facts.tsx';

/**
 * The audit header: the auditor ('Not Staff Member' without one), the date, the
 * marking time, start and completion times, and the five method checkboxes. Fluorescent gel follows
 * the domain (`fluorescentGelState`): locked while marking, ticked and locked when the clean answers a
 * marking.
 */
export function AuditHeader({
  session,
  methods,
  auditorName,
  timeZone,
  onMethod,
}: {
  session: CleaningSession;
  methods: AuditMethods;
  /** The signed-in staff member auditing now (audit and marking modes); null for a system user. */
  auditorName: string | null;
  timeZone: string;
  onMethod: (method: AuditMethod, value: boolean) => void;
}) {
  const { t } = useTranslation('cleaning');
  const { mode } = session;
  const saved = session.report?.auditReport ?? null;
  const auditor = mode === 'readonly' ? saved?.auditor : auditorName;
  const start = session.auditStartDate;
  const time = (iso: string | null | undefined) => (iso ? formatDataTime(iso, timeZone) : '–');
  const hasMarking = session.marking !== null;

  return (
    <section className="cl-audit-header" aria-label={t('audit.header')} data-testid="audit-header">
      <Group gap="xl" wrap="wrap" mb={6}>
        <Fact label={t('audit.auditor')} value={auditor || t('audit.notStaffMember')} testId="audit-auditor" />
        <Fact label={t('audit.date')} value={start ? formatDisplayDate(start, timeZone) : '–'} testId="audit-date" />
        <Fact label={t('audit.markingTime')} value={time(session.marking?.markingDate)} testId="audit-marking-time" />
        <Fact label={t('audit.startTime')} value={time(start)} testId="audit-start" />
        <Fact label={t('audit.completionTime')} value={time(saved?.reportDate)} testId="audit-completion" />
      </Group>
      <Group gap="lg" wrap="wrap" role="group" aria-label={t('audit.methods')}>
        {AUDIT_METHODS.map((method) => {
          const state = auditMethodState(method, methods, mode, hasMarking);
          return (
            <Checkbox
              key={method}
              size="md"
              label={t(`audit.method.${method}`)}
              checked={state.checked}
              disabled={state.disabled}
              onChange={(e) => onMethod(method, e.currentTarget.checked)}
              data-testid={`method-${method}`}
              styles={{ body: { alignItems: 'center', minHeight: 44 } }}
            />
          );
        })}
      </Group>
    </section>
  );
}
