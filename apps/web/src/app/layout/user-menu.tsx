import { LANGUAGES, type TLanguage } from '@carehome/contracts';
import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconCheck, IconChevronDown, IconDeviceTablet, IconLanguage, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../features/auth/api/logout.ts';
import { changeLanguage, LANGUAGE_NAMES } from '../../lib/i18n.ts';
import { session, useSession } from '../../lib/session.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');
}

/** Who is signed in, language choice and sign-out. */
export function UserMenu() {
  const { account, device } = useSession();
  const { t, i18n } = useTranslation('common');
  const navigate = useNavigate();
  if (!account) return null;
  const name = account.staffMember?.name ?? account.email ?? '';

  const onSignOut = async () => {
    await signOut();
    navigate(session.get().device ? '/stafflogin' : '/login', { replace: true });
  };

  return (
    <Menu position="bottom-end" width={260} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          rightSection={<IconChevronDown size={16} aria-hidden />}
          data-testid="user-menu"
          title={name}
          maw={260}
        >
          <Avatar size={30} radius="xl" color="teal" mr={8} aria-hidden>
            {initials(name)}
          </Avatar>
          <Text span visibleFrom="sm" fw={500}>
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {name}
          </Text>
          <Text size="xs">{t(`roles.${account.role}`, { ns: 'common' })}</Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Label>
          <IconLanguage size={14} aria-hidden /> {t('language')}
        </Menu.Label>
        {LANGUAGES.map((lang: TLanguage) => (
          <Menu.Item
            key={lang}
            lang={lang}
            onClick={() => void changeLanguage(lang)}
            rightSection={i18n.language === lang ? <IconCheck size={16} aria-label={t('selected')} /> : null}
          >
            {LANGUAGE_NAMES[lang]}
          </Menu.Item>
        ))}
        {device ? (
          <>
            <Menu.Divider />
            <Menu.Item component={Link} to="/device" leftSection={<IconDeviceTablet size={16} aria-hidden />}>
              {device.name}
            </Menu.Item>
          </>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void onSignOut()} data-testid="sign-out">
          {t('signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
