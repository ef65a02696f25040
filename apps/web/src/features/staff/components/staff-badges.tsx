import type { TStaffMember } from '@carehome/contracts';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconKey, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How a staff member can sign in: a PIN on the tablets, a password with their email. */
export function SignInBadges({ member }: { member: Pick<TStaffMember, 'hasPin' | 'hasPassword' | 'pinNeedsReplacing'> }) {
  const { t } = useTranslation('staff');
  if (!member.hasPin && !member.hasPassword) {
    return (
      <Text size="sm" c="dimmed">
        {t('list.noSignIn')}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="wrap">
      {member.hasPin ? (
        <Badge size="sm" variant="light" color="blue" leftSection={<IconKey size={12} aria-hidden />}>
          {t('list.pin')}
        </Badge>
      ) : null}
      {member.pinNeedsReplacing ? <NewPinNeededBadge /> : null}
      {member.hasPassword ? (
        <Badge size="sm" variant="light" color="blue" leftSection={<IconLock size={12} aria-hidden />}>
          {t('list.password')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** A PIN shorter than six digits (or of unknown length): it still signs in, but the person should get a new one. */
export function NewPinNeededBadge() {
  const { t } = useTranslation('staff');
  return (
    <Tooltip label={t('list.newPinNeededHint')} multiline w={280} withArrow>
      <Badge
        size="sm"
        variant="light"
        color="orange"
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
        data-testid="new-pin-needed"
        tabIndex={0}
        aria-description={t('list.newPinNeededHint')}
      >
        {t('list.newPinNeeded')}
      </Badge>
    </Tooltip>
  );
}

export function StatusBadge({ archived }: { archived: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Badge size="sm" variant="light" color={archived ? 'gray' : 'teal'}>
      {archived ? t('archived') : t('active')}
    </Badge>
  );
}
