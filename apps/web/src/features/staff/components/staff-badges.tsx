import type { TStaffMember } from '@carehome/contracts';
import { Badge, Group, Text } from '@mantine/core';
import { IconKey, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** How a staff member can sign in: a PIN on the tablets, a password with their email. */
export function SignInBadges({ member }: { member: Pick<TStaffMember, 'hasPin' | 'hasPassword'> }) {
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
      {member.hasPassword ? (
        <Badge size="sm" variant="light" color="blue" leftSection={<IconLock size={12} aria-hidden />}>
          {t('list.password')}
        </Badge>
      ) : null}
    </Group>
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
