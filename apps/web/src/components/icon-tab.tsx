import { Tabs } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A tab with an icon before its label; the icon is decoration, the label names the tab. */
export function IconTab({ value, icon: Icon, label }: { value: string; icon: TablerIcon; label: ReactNode }) {
  return (
    <Tabs.Tab value={value} leftSection={<Icon size={18} aria-hidden />}>
      {label}
    </Tabs.Tab>
  );
}
