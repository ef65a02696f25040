import { Button, Divider, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/form/error-alert.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { useApplyTemplate, useSaveTemplates, useTemplateFromDay, useTemplates } from '../api/templates.ts';
import { displayLocalDate, viewRange } from '../model/schedule-view.ts';
import { useSchedule } from './schedule-context.ts';
import { TemplateItem } from './template-item.tsx';

/** Save the day shown as a template; apply a template to the day or the week; rename or delete templates. */
export function TemplatesDialog({ date, onClose }: { date: string; onClose: () => void }) {
  const { t } = useTranslation('staff-schedule');
  const { facilityId, actions } = useSchedule();
  const full = useTemplates(facilityId, true);
  const fromDay = useTemplateFromDay();
  const apply = useApplyTemplate();
  const saveAll = useSaveTemplates();
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const week = viewRange(date, 'week');

  const saveDay = async () => {
    const text = description.trim();
    if (!text) return setNameError(t('templates.nameRequired'));
    try {
      await fromDay.mutateAsync({ facilityId, date, description: text });
      setDescription('');
      actions.notify({ title: t('templates.saved', { name: text }), message: '' });
    } catch (err) {
      setNameError(errorText(t, err));
    }
  };

  const applyTemplate = async (templateId: string, period: 'day' | 'week', name: string) => {
    try {
      const r = await apply.mutateAsync({ facilityId, templateId, date, period });
      actions.notify({
        title: t(`templates.applied.${period}`, { name }),
        message: `${t('copy.created', { count: r.created.length })} ${t('copy.skipped', { count: r.skipped })}`,
      });
      onClose();
    } catch (err) {
      actions.notify({ title: t('templates.applyFailed'), message: errorText(t, err), color: 'orange' });
    }
  };

  const change = (id: string, next: { description: string } | null) => {
    const list = full.data ?? [];
    const templates = next ? list.map((x) => (x.id === id ? { ...x, ...next } : x)) : list.filter((x) => x.id !== id);
    return saveAll.mutateAsync({ facilityId, templates }).then(() => full.refetch());
  };

  return (
    <Modal opened onClose={onClose} title={t('templates.title')} size="lg" closeButtonProps={{ 'aria-label': t('common:close') }}>
      <Stack gap="md" data-testid="templates-dialog">
        <Stack gap="xs">
          <Title order={2} fz="md">
            {t('templates.saveHeading', { date: displayLocalDate(date) })}
          </Title>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              size="md"
              label={t('templates.name')}
              value={description}
              maxLength={200}
              onChange={(e) => {
                setDescription(e.currentTarget.value);
                setNameError(undefined);
              }}
              error={nameError}
              data-testid="template-name"
            />
            <Button
              mt={28}
              h={42}
              leftSection={<IconDeviceFloppy size={18} aria-hidden />}
              onClick={() => void saveDay()}
              loading={fromDay.isPending}
              data-testid="save-day-template"
            >
              {t('templates.saveDay')}
            </Button>
          </Group>
        </Stack>
        <Divider />
        <Stack gap="xs">
          <Title order={2} fz="md">
            {t('templates.applyHeading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('templates.applyHint', { date: displayLocalDate(date), from: displayLocalDate(week.from), to: displayLocalDate(week.to) })}
          </Text>
          {full.isError ? <ErrorAlert error={full.error} /> : null}
          {full.data && full.data.length === 0 ? <Text c="dimmed">{t('templates.none')}</Text> : null}
          {(full.data ?? []).map((tpl) => (
            <TemplateItem
              key={tpl.id}
              template={tpl}
              busy={apply.isPending || saveAll.isPending}
              onApply={(period) => void applyTemplate(tpl.id, period, tpl.description)}
              onRename={(name) => change(tpl.id, { description: name })}
              onDelete={() => change(tpl.id, null)}
            />
          ))}
          {saveAll.isError ? <ErrorAlert error={saveAll.error} /> : null}
        </Stack>
      </Stack>
    </Modal>
  );
}
