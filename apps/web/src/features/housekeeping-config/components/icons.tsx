import { Group, Select, type SelectProps } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBath,
  IconBed,
  IconBiohazard,
  IconBrush,
  IconCheck,
  IconDoor,
  IconSparkles,
  IconSpray,
  IconStar,
  IconTrash,
  IconVirus,
  type TablerIcon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The icons a shortcut or an operation can show, by the name stored in the configuration. */
export const CONFIG_ICONS: Record<string, TablerIcon> = {
  sparkles: IconSparkles,
  bed: IconBed,
  bath: IconBath,
  trash: IconTrash,
  door: IconDoor,
  biohazard: IconBiohazard,
  virus: IconVirus,
  brush: IconBrush,
  spray: IconSpray,
  check: IconCheck,
  alert: IconAlertTriangle,
  star: IconStar,
};
export const ICON_NAMES = Object.keys(CONFIG_ICONS);

/** A configured icon by name (a name this version does not know shows as sparkles). */
export function ConfigIcon({ name, size = 20, color }: { name: string | null | undefined; size?: number; color?: string }) {
  const Icon = (name && CONFIG_ICONS[name]) || IconSparkles;
  return <Icon size={size} color={color} aria-hidden />;
}

/** Chooses one of the icons; each option shows the icon and its name. */
export function IconSelect({
  value,
  onChange,
  clearable = false,
  ...props
}: Omit<SelectProps, 'data' | 'value' | 'onChange'> & { value: string | null; onChange: (value: string | null) => void }) {
  const { t } = useTranslation('config');
  const known = value && !CONFIG_ICONS[value] ? [value] : [];
  return (
    <Select
      {...props}
      clearable={clearable}
      value={value}
      onChange={onChange}
      data={[...ICON_NAMES, ...known].map((name) => ({ value: name, label: t(`icons.${name}`, { defaultValue: name }) }))}
      leftSection={value ? <ConfigIcon name={value} size={18} /> : null}
      renderOption={({ option }) => (
        <Group gap="sm" wrap="nowrap">
          <ConfigIcon name={option.value} size={18} />
          {option.label}
        </Group>
      )}
    />
  );
}
