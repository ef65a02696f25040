import { formatDurationMinutes, POST_CLEAN_NOTES_MAX_HEIGHT_PX } from '@carehome/domain';
import { Group, List, Text } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDateTime } from '../../../lib/dates.ts';
import { roomResidents } from '../model/residents.ts';
import type { CleaningSession } from '../model/session.ts';

/**
 * History and audit modes: who cleaned, when it was completed and how long it took (minutes, 2
 * decimals). Normal mode: the residents' post-clean notes, in a box of at most 100 px; in a shared
 * room each note says whose it is.
 */
export function ReportFacts({ session, timeZone }: { session: CleaningSession; timeZone: string }) {
  const { t } = useTranslation('cleaning');
  const { report, mode } = session;

  if (mode === 'normal') {
    const residents = roomResidents(session.room);
    const shared = residents.length > 1;
    const notes = residents.flatMap((r) => r.postCleanNotes.map((text, i) => ({ key: `${r.id}-${i}`, name: r.displayName, text })));
    if (!notes.length) return null;
    return (
      <section
        className="cl-notes"
        style={{ maxHeight: POST_CLEAN_NOTES_MAX_HEIGHT_PX }}
        aria-label={t('facts.postCleanNotes')}
        data-testid="post-clean-notes"
      >
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconNotes size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
          <div>
            <Text fw={700} fz="sm">
              {t('facts.postCleanNotes')}
            </Text>
            <List size="sm" spacing={2}>
              {notes.map((n) => (
                <List.Item key={n.key} data-testid="post-clean-note" data-resident={n.name}>
                  {shared ? <b>{t('facts.noteOf', { name: n.name })} </b> : null}
                  {n.text}
                </List.Item>
              ))}
            </List>
          </div>
        </Group>
      </section>
    );
  }
  if (!report || mode === 'marking') return null;
  const staff = report.staffMember ? `${report.staffMember.firstName} ${report.staffMember.lastName}` : t('facts.notStaffMember');
  const duration = formatDurationMinutes(report.startDate, report.reportDate);
  return (
    <Group className="cl-facts" gap="xl" wrap="wrap" data-testid="report-facts">
      <Fact label={t('facts.staffMember')} value={staff} testId="fact-staff" />
      <Fact label={t('facts.started')} value={formatDisplayDateTime(report.startDate, timeZone)} testId="fact-started" />
      <Fact
        label={t('facts.completed')}
        value={report.reportDate ? formatDisplayDateTime(report.reportDate, timeZone) : t('facts.notCompleted')}
        testId="fact-completed"
      />
      <Fact label={t('facts.duration')} value={duration ? t('facts.minutes', { minutes: duration }) : '–'} testId="fact-duration" />
      <Fact label={t('facts.status')} value={t(`status.${report.status}`)} testId="fact-status" />
      {report.status === 'Declined' && report.declinedBy ? (
        <Fact label={t('facts.declinedBy')} value={report.declinedBy.name} testId="fact-declined-by" />
      ) : null}
    </Group>
  );
}

/** One fact of a report: a small uppercase label over its value. */
export function Fact({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}
