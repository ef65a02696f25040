import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMail, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface SupervisorRow {
  /** Stable key of the row on screen. */
  key: string;
  /** The saved supervisor's id; absent for a new one. */
  id?: string | undefined;
  email: string;
}

/** Supervisors' emails (they receive reports by mail): one row each, added and removed in place. */
export function SupervisorsField({
  rows,
  onChange,
  errors,
}: {
  rows: SupervisorRow[];
  onChange: (rows: SupervisorRow[]) => void;
  /** Messages by row key. */
  errors: Record<string, string>;
}) {
  const { t } = useTranslation('organizations');
  const focusKey = useRef<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());

  useEffect(() => {
    if (!focusKey.current) return;
    inputs.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  });

  const add = () => {
    const key = crypto.randomUUID();
    focusKey.current = key;
    onChange([...rows, { key, email: '' }]);
  };

  return (
    <Stack gap="sm" data-testid="supervisors">
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('edit.noSupervisors')}
        </Text>
      ) : (
        rows.map((row, i) => (
          <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              ref={(el) => {
                if (el) inputs.current.set(row.key, el);
                else inputs.current.delete(row.key);
              }}
              aria-label={t('edit.supervisorEmail', { n: i + 1 })}
              placeholder={t('edit.supervisorPlaceholder')}
              leftSection={<IconMail size={16} aria-hidden />}
              type="email"
              value={row.email}
              onChange={(e) => {
                const email = e.currentTarget.value;
                onChange(rows.map((r) => (r.key === row.key ? { ...r, email } : r)));
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
              error={errors[row.key]}
              maxLength={254}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={44}
              aria-label={t('edit.removeSupervisor', { email: row.email || t('edit.supervisorEmail', { n: i + 1 }) })}
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            >
              <IconTrash size={20} aria-hidden />
            </ActionIcon>
          </Group>
        ))
      )}
      <Group>
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={add}>
          {t('edit.addSupervisor')}
        </Button>
      </Group>
    </Stack>
  );
}
