import type { TDashboardResident } from '@carehome/contracts';
import { type CleaningMode, canEdit, checkMarkingCleanType, cleanTypeOptions, showsCleanTypeDropdown } from '@carehome/domain';
import { Alert, Avatar, Badge, Group, Select, Text } from '@mantine/core';
import { IconAlertTriangle, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { RISK_FLAGS } from '../../dashboard/index.ts';
import { type ScreenResident, screenResidents } from '../model/residents.ts';
import type { CleaningSession } from '../model/session.ts';
import { useConfigName } from './config-names.tsx';
import { RoutineAgent } from './routine-agent.tsx';

function RiskBadges({ resident, inline = false }: { resident: TDashboardResident; inline?: boolean }) {
  const { t } = useTranslation('cleaning');
  const flags = RISK_FLAGS.filter(([key]) => resident[key]);
  if (!flags.length) return null;
  const badges = flags.map(([key, letter]) => (
    <span key={key} className="cl-flag" role="img" aria-label={t(`flags.${key}`)} title={t(`flags.${key}`)}>
      {letter}
    </span>
  ));
  return inline ? (
    <span className="cl-resident-flags" data-testid="risk-flags">
      {badges}
    </span>
  ) : (
    <Group gap={4} data-testid="risk-flags">
      {badges}
    </Group>
  );
}

/** The photo of a resident (as large as the title bar shows one), or the user icon. */
function ResidentPhoto({ resident, size }: { resident: ScreenResident | undefined; size: number }) {
  const { t } = useTranslation('cleaning');
  const photo = resident?.live?.photo;
  return photo ? (
    <ApiImage fileName={photo} alt={t('title.photoOf', { name: resident.name })} w={size} h={size} radius="xl" fit="cover" />
  ) : (
    <Avatar size={size} radius="xl" aria-hidden>
      <IconUser size={Math.round(size * 0.53)} />
    </Avatar>
  );
}

/** A shared room: each resident with their own photo and badges, so nobody's flags are taken for another's. */
function SharedResidents({ residents }: { residents: ScreenResident[] }) {
  return (
    <h1 className="cl-residents" data-testid="cleaning-resident" data-count={residents.length}>
      {residents.map((r) => (
        <span key={r.id} className="cl-resident" data-testid="cleaning-resident-entry" data-resident={r.name}>
          <ResidentPhoto resident={r} size={40} />
          <span>{r.name}</span>
          {r.live ? <RiskBadges resident={r.live} inline /> : null}
        </span>
      ))}
    </h1>
  );
}

const MODE_BADGE: Partial<Record<CleaningMode, { key: string; color: string }>> = {
  readonly: { key: 'mode.readonly', color: 'gray' },
  audit: { key: 'mode.audit', color: 'blue' },
  marking: { key: 'mode.marking', color: 'grape' },
};

/**
 * The title bar of the cleaning screen: the resident's photo or an icon, risk badges, name or 'Unoccupied',
 * room number and type, and the clean type dropdown (hidden in audit mode unless marking). A shared
 * room shows every resident, each with their own photo and badges. A warning shows when the clean type
 * differs from the pre-audit marking's.
 */
export function TitleBar({
  session,
  cleanType,
  onCleanType,
}: {
  session: CleaningSession;
  cleanType: string;
  onCleanType: (cleanType: string) => void;
}) {
  const { t } = useTranslation('cleaning');
  const name = useConfigName();
  const { room, mode, report } = session;
  const residents = screenResidents(session);
  const [first] = residents;
  const shared = residents.length > 1;
  const options = cleanTypeOptions(session.roomType.routines);
  // A saved report keeps its clean type even when the routine is gone from the configuration.
  // The value stays the clean type as written (reports carry it); the label is the reader's language.
  const data = (options.some((o) => o === cleanType) ? options : [cleanType, ...options]).map((o) => ({ value: o, label: name(o) }));
  // Translated clean types run longer than their English names ('Nettoyage en profondeur'): the choice
  // grows with its longest label, within what the title bar can give it on a 10-inch tablet.
  const selectWidth = Math.min(420, Math.max(260, 60 + 11 * Math.max(0, ...data.map((d) => d.label.length))));
  const roomType = report?.roomType ?? room.roomType;
  const mismatch = session.marking ? checkMarkingCleanType(cleanType, session.marking.cleanType) : null;
  const badge = MODE_BADGE[mode];

  return (
    <header className="cl-title" data-testid="cleaning-title">
      {shared ? null : <ResidentPhoto resident={first} size={64} />}
      <div className="cl-title-main">
        <Group gap="sm" wrap="wrap" align="center">
          {shared ? (
            <SharedResidents residents={residents} />
          ) : (
            <h1 data-testid="cleaning-resident">{first?.name ?? t('title.unoccupied')}</h1>
          )}
          {!shared && first?.live ? <RiskBadges resident={first.live} /> : null}
          {badge ? (
            <Badge color={badge.color} variant="filled" size="lg" tt="none" data-testid="cleaning-mode">
              {t(badge.key)}
            </Badge>
          ) : null}
        </Group>
        <Text fz="lg" c="dimmed" data-testid="cleaning-room">
          {t('title.room', { room: room.roomNumber, type: roomType ? name(roomType) : t('title.noType') })}
        </Text>
      </div>
      {showsCleanTypeDropdown(mode) ? (
        <Select
          w={selectWidth}
          size="lg"
          label={t('title.cleanType')}
          data={data}
          value={cleanType}
          allowDeselect={false}
          disabled={!canEdit(mode, 'cleanType')}
          onChange={(v) => v && onCleanType(v)}
          data-testid="clean-type"
          comboboxProps={{ zIndex: 300 }}
        />
      ) : (
        <div>
          <Text fz="sm" c="dimmed">
            {t('title.cleanType')}
          </Text>
          <Text fw={700} fz="lg" data-testid="clean-type-text">
            {name(cleanType)}
          </Text>
        </div>
      )}
      <RoutineAgent routines={session.roomType.routines} cleanType={cleanType} />
      {mismatch?.warning ? (
        <Alert
          w="100%"
          py={6}
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="clean-type-mismatch"
          role="status"
        >
          {t('title.mismatch', { cleanType: session.marking ? name(session.marking.cleanType) : '' })}
        </Alert>
      ) : null}
    </header>
  );
}
