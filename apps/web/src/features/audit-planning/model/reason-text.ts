import type { TAuditReason } from '@carehome/contracts';
import type { TFunction } from 'i18next';

// A reason of the risk weighting in the reader's words ('Isolation', 'Exit seeking: Ada Byrne',
// 'Not audited for 12 days'). Names of residents and areas stay as written; a state's name is a
// configuration name, read in the reader's language through `configName`.

export function reasonText(t: TFunction<'audit-planning'>, reason: TAuditReason, configName: (text: string) => string): string {
  const names = reason.names.join(', ');
  switch (reason.code) {
    case 'outbreak':
      return names ? t('reason.outbreakIn', { areas: names }) : t('reason.outbreakSite');
    case 'roomState':
      return t('reason.roomState', { state: reason.names.map(configName).join(', ') });
    case 'exitSeeking':
      return t('reason.exitSeeking', { names });
    case 'dementiaBehaviour':
      return t('reason.dementiaBehaviour', { names });
    case 'recentMove':
      return t(reason.move === 'arrival' ? 'reason.recentArrival' : 'reason.recentDeparture', { count: reason.days ?? 0 });
    case 'pastFailures':
      return t('reason.pastFailures', { count: reason.count ?? 0 });
    case 'sinceLastAudit':
      return t('reason.sinceLastAudit', { count: reason.days ?? 0 });
    case 'neverAudited':
      return t('reason.neverAudited');
  }
}

/** The chip colour of a reason: outbreaks and states red and orange, residents grape, failures indigo, time grey. */
export const REASON_COLORS: Record<TAuditReason['code'], string> = {
  outbreak: 'red',
  roomState: 'orange',
  exitSeeking: 'grape',
  dementiaBehaviour: 'grape',
  recentMove: 'blue',
  pastFailures: 'indigo',
  sinceLastAudit: 'gray',
  neverAudited: 'gray',
};
