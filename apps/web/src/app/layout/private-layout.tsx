// Mantine's own styles come with its components (vite.config.ts, mantineComponentStyles).
import '@mantine/notifications/styles.layer.css';
import { Anchor, AppShell, Burger, Button, Drawer, Group, MantineProvider, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { IconMenu2 } from '@tabler/icons-react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { refreshIfDue } from '../../features/auth/api/refresh.ts';
import { OutboxIndicator } from '../../lib/outbox/outbox-indicator.tsx';
import { queryClient } from '../../lib/query-client.ts';
import { useSession } from '../../lib/session.ts';
import { TOAST_MS } from '../../lib/toast.ts';
import { findRoute, isAppMode } from '../access.ts';
import { SignInRedirect } from '../guards.tsx';
import { cssVariablesResolver, theme } from '../theme.ts';
import { MainMenu } from './main-menu.tsx';
import { NetworkIndicator, OfflineBanner } from './network-status.tsx';
import { SiteSwitch } from './site-switch.tsx';
import { UserMenu } from './user-menu.tsx';

const REFRESH_CHECK_MS = 60_000;
/** Toasts last 3 s. */

/** Keeps the session alive: refreshes the token when less than 150 minutes remain. */
function useSessionRefresh(signedIn: boolean) {
  useEffect(() => {
    if (!signedIn) return;
    void refreshIfDue();
    const timer = setInterval(() => void refreshIfDue(), REFRESH_CHECK_MS);
    return () => clearInterval(timer);
  }, [signedIn]);
}

/**
 * The signed-in app: header with site switch, network state and user menu, and the menu built from
 * the route table. In app mode (staff on a housekeeping screen) the menu gives way to the full screen.
 */
export function PrivateLayout() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" autoClose={TOAST_MS} />
        <SignedInShell />
      </QueryClientProvider>
    </MantineProvider>
  );
}

function SignedInShell() {
  const { account, device } = useSession();
  const { pathname } = useLocation();
  // 'errors-app' too: every signed-in screen may show a feature's error message (lib/i18n.ts).
  const { t } = useTranslation(['common', 'errors-app']);
  const [opened, { toggle, close }] = useDisclosure(false);
  useSessionRefresh(Boolean(account));
  // Below the navbar's breakpoint the menu is off screen until the burger opens it: it renders then
  // (and stays, for its closing slide) rather than on every screen's first paint on a phone.
  const wide = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, undefined, { getInitialValueInEffect: false });
  const [menuUsed, setMenuUsed] = useState(false);
  if (opened && !menuUsed) setMenuUsed(true);

  if (!account) return <SignInRedirect to={device ? '/stafflogin' : '/login'} />;
  const appMode = isAppMode(findRoute(pathname), account);
  // App mode is full screen; everyone but a housekeeper on a shared tablet keeps a visible way to the menu.
  const menuInAppMode = appMode && !(device && account.role === 'Housekeeper');

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={appMode ? undefined : { width: 272, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding="lg"
      data-app-mode={appMode}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {appMode ? null : <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={t('toggleMenu')} />}
            {menuInAppMode ? (
              <Button variant="default" leftSection={<IconMenu2 size={18} aria-hidden />} onClick={toggle} data-testid="app-mode-menu">
                {t('menu')}
              </Button>
            ) : null}
            <Anchor component={Link} to="/" underline="never" c="inherit" aria-label={t('home')}>
              <Group gap={8} wrap="nowrap">
                <Logo size={32} />
                {/* At tablet width the site and organization names need the room more than the app name. */}
                <Text fw={700} visibleFrom="xl">
                  {t('appName')}
                </Text>
              </Group>
            </Anchor>
            <SiteSwitch />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <OutboxIndicator />
            <NetworkIndicator />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      {appMode ? null : <AppShell.Navbar p="sm">{wide || menuUsed ? <MainMenu onNavigate={close} /> : null}</AppShell.Navbar>}
      {menuInAppMode ? (
        <Drawer opened={opened} onClose={close} title={t('menu')} size={300} closeButtonProps={{ 'aria-label': t('close') }}>
          <MainMenu onNavigate={close} />
        </Drawer>
      ) : null}
      <AppShell.Main>
        <OfflineBanner />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
