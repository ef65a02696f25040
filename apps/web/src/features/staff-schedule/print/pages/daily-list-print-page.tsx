import { DEFAULT_FILTERS, filterRooms, roleIncludes } from '@carehome/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state.tsx';
import { useConfigText } from '../../../../lib/content-language.ts';
import { formatDataDate } from '../../../../lib/dates.ts';
import { useAccount } from '../../../../lib/session.ts';
import { useDashboard, useOwnStaffRecord } from '../../../dashboard/index.ts';
import { PrintSheet } from '../components/print-sheet.tsx';
import { PrintView } from '../components/print-view.tsx';
import { printedDay } from '../model/print-date.ts';
import { rowsOfRooms } from '../model/print-sheets.ts';

/**
 * /print/dailylist: the signed-in person's list for today, the rooms the dashboard's DailyList filter
 * shows them (a restricted-area housekeeper: her area; a system user: every room on anyone's list), to
 * print and carry on the round.
 */
export default function DailyListPrintPage() {
  const { t, i18n } = useTranslation('print');
  const account = useAccount();
  const facilityId = account?.facility?.id;
  const dashboard = useDashboard(facilityId, roleIncludes(account?.role ?? 'Housekeeper', 'FacilityAssistant'));
  const own = useOwnStaffRecord(Boolean(account?.staffMember));
  const today = formatDataDate(new Date(), account?.facility?.timeZone);
  const rooms = dashboard.data?.rooms;
  const configName = useConfigText(dashboard.data?.config);
  const rows = useMemo(() => {
    if (!rooms) return [];
    const viewer = { staffMemberId: account?.staffMember?.id ?? null, restrictedAreaId: own.data?.restrictedArea ?? null };
    // A restricted area that holds no rooms restricts nothing, as on the dashboard.
    const restricted = viewer.restrictedAreaId && rooms.some((r) => r.areaIds.includes(viewer.restrictedAreaId as string));
    const shown = filterRooms(
      rooms,
      { ...DEFAULT_FILTERS, assignment: 'DailyList' },
      restricted ? viewer : { ...viewer, restrictedAreaId: null },
    );
    return rowsOfRooms(shown, configName);
  }, [rooms, account?.staffMember?.id, own.data?.restrictedArea, configName]);
  const name = account?.staffMember?.name ?? t('dailyList');
  const subtitle = `${t('dailyList')} · ${account?.facility?.name ?? ''} · ${printedDay(today, i18n.language)}`;

  return (
    <PrintView
      title={`${name} · ${t('dailyList')} · ${today}`}
      back={account?.staffMember ? '/housekeeping' : '/facility/roomdashboard'}
      ready={Boolean(rooms)}
    >
      {rooms ? (
        <PrintSheet name={name} subtitle={subtitle} rows={rows} staffMemberId={account?.staffMember?.id ?? null} />
      ) : (
        <QueryState query={dashboard} />
      )}
    </PrintView>
  );
}
