import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAccount } from '../../lib/session.ts';
import { buildMenu, type MenuItem, type MenuSection } from '../access.ts';

function Item({ item, onNavigate }: { item: MenuItem; onNavigate: () => void }) {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  return (
    <NavLink
      component={Link}
      to={item.to}
      label={t(item.label)}
      active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
      onClick={onNavigate}
      data-menu-entry={item.id}
    />
  );
}

function Section({ section, onNavigate }: { section: MenuSection; onNavigate: () => void }) {
  const { t } = useTranslation('menu');
  const items = section.items.map((i) => <Item key={i.id} item={i} onNavigate={onNavigate} />);
  const children = section.children
    .filter((c) => c.items.length)
    .map((c) => (
      <NavLink key={c.group} label={t(c.label)} defaultOpened childrenOffset="md">
        {c.items.map((i) => (
          <Item key={i.id} item={i} onNavigate={onNavigate} />
        ))}
      </NavLink>
    ));
  if (!section.label) return <>{items}</>;
  return (
    <Stack gap={0} mt="md">
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
        {t(section.label)}
      </Text>
      {items}
      {children}
    </Stack>
  );
}

/** The main menu, built from the route table for the signed-in role. */
export function MainMenu({ onNavigate }: { onNavigate: () => void }) {
  const account = useAccount();
  const { t } = useTranslation('menu');
  if (!account) return null;
  return (
    <ScrollArea type="auto" h="100%">
      <nav aria-label={t('mainMenu')}>
        {buildMenu(account).map((s) => (
          <Section key={s.group} section={s} onNavigate={onNavigate} />
        ))}
      </nav>
    </ScrollArea>
  );
}
