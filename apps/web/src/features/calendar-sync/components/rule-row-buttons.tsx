import { ActionIcon, Button, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** The button that removes one rule row (a filter, a mapping, a replacement); `label` names the row. */
export function RemoveRuleButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <ActionIcon variant="subtle" color="red" size="lg" aria-label={label} onClick={onClick}>
      <IconTrash size={18} aria-hidden />
    </ActionIcon>
  );
}

/** The button under a list of rule rows that adds one more. */
export function AddRuleButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Group>
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onClick}>
        {label}
      </Button>
    </Group>
  );
}
