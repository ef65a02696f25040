import { CLEAN_RECORD_MAX_DAYS } from '@carehome/contracts';
import { Button, Group, Paper, SegmentedControl, Select, TextInput } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordChoices } from '../api/clean-record.ts';
import { type RecordForm as Form, periodProblem } from '../model/request.ts';

/** Room or area, which one, and the period; Show asks for the record. */
export function RecordForm({
  initial,
  choices,
  loading,
  onShow,
}: {
  initial: Form;
  choices: RecordChoices | undefined;
  loading: boolean;
  onShow: (form: Form) => void;
}) {
  const { t } = useTranslation('clean-record');
  const [form, setForm] = useState<Form>(initial);
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));
  const problem = periodProblem(form);
  const shown = problem && problem !== 'missing' ? t(`form.${problem}`, { max: CLEAN_RECORD_MAX_DAYS }) : null;
  const options = form.subject === 'room' ? choices?.rooms : choices?.areas;
  return (
    <Paper
      withBorder
      p="md"
      mb="lg"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        onShow(form);
      }}
    >
      <Group align="flex-end" gap="md" wrap="wrap">
        <SegmentedControl
          value={form.subject}
          onChange={(v) => set({ subject: v as Form['subject'], id: null })}
          data={[
            { value: 'room', label: t('form.room') },
            { value: 'area', label: t('form.area') },
          ]}
          aria-label={t('form.subject')}
        />
        <Select
          label={form.subject === 'room' ? t('form.room') : t('form.area')}
          placeholder={choices ? (form.subject === 'room' ? t('form.pickRoom') : t('form.pickArea')) : t('form.loadingChoices')}
          data={options ?? []}
          value={form.id}
          onChange={(id) => set({ id })}
          searchable
          style={{ flex: '1 1 220px', minWidth: 200 }}
          data-testid="record-subject"
        />
        {(['from', 'to'] as const).map((key) => (
          <TextInput
            key={key}
            type="date"
            label={t(`form.${key}`)}
            value={form[key]}
            onChange={(e) => set({ [key]: e.currentTarget.value })}
            error={key === 'from' ? shown : undefined}
          />
        ))}
        <Button
          type="submit"
          leftSection={<IconPlayerPlay size={18} aria-hidden />}
          disabled={!form.id || Boolean(problem)}
          loading={loading}
        >
          {t('form.show')}
        </Button>
      </Group>
    </Paper>
  );
}
