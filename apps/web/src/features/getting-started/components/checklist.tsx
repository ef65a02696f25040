import type { TAccountInfo, TGettingStarted, TGettingStartedStep } from '@carehome/contracts';
import { hasRole, nextGettingStartedStep } from '@carehome/domain';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardTitle } from '../../../components/card-title.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useDismissGettingStarted } from '../api/getting-started.ts';
import { STEP_LINKS } from '../model/step-links.ts';

/** One step: its number or a tick, what to do, how many the site has, and a link to its screen. */
function Step({ step, index, next, account }: { step: TGettingStartedStep; index: number; next: boolean; account: TAccountInfo }) {
  const { t } = useTranslation('getting-started');
  const link = STEP_LINKS[step.key];
  const title = t(`steps.${step.key}.title`);
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`getting-started-${step.key}`} data-done={step.done} bg={next ? 'blue.0' : undefined}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon
          size={32}
          radius="xl"
          color={step.done ? 'green' : next ? 'blue' : 'gray'}
          variant={step.done ? 'filled' : 'light'}
          aria-label={step.done ? t('done') : t('toDo')}
          role="img"
        >
          {step.done ? <IconCircleCheck size={20} aria-hidden /> : <Text fw={700}>{index + 1}</Text>}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed">
            {t(`steps.${step.key}.text`)}
          </Text>
          <Group justify="space-between" gap="xs" mt={4}>
            <Text size="sm">{step.done ? t(`steps.${step.key}.count`, { count: step.count }) : t('notYet')}</Text>
            {hasRole(account, link.minRole) ? (
              <Button
                component={Link}
                to={link.to}
                size="xs"
                variant={next ? 'filled' : 'light'}
                aria-label={t('openStep', { step: title })}
              >
                {t('open')}
              </Button>
            ) : (
              <Text size="xs" c="dimmed">
                {t(`steps.${step.key}.askAdmin`)}
              </Text>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The checklist card: the steps in their order, progress, and putting it away for this person and site. */
export function Checklist({ checklist, account, siteName }: { checklist: TGettingStarted; account: TAccountInfo; siteName: string }) {
  const { t } = useTranslation('getting-started');
  const dismiss = useDismissGettingStarted();
  const [asking, setAsking] = useState(false);
  const done = checklist.steps.filter((s) => s.done).length;
  const next = nextGettingStartedStep(checklist.steps);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="getting-started-title" data-testid="getting-started">
      <Group justify="space-between" align="flex-start" mb="xs" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <span id="getting-started-title">
            <CardTitle icon={IconRocket} title={t('title')}>
              <Badge variant="light" data-testid="getting-started-progress">
                {t('progress', { done, total: checklist.steps.length })}
              </Badge>
            </CardTitle>
          </span>
          <Text size="sm" c="dimmed">
            {t('intro', { site: siteName })}
          </Text>
        </div>
        <Button variant="subtle" size="sm" onClick={() => setAsking(true)}>
          {t('dismiss')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {checklist.steps.map((step, index) => (
          <li key={step.key}>
            <Step step={step} index={index} next={step.key === next} account={account} />
          </li>
        ))}
      </SimpleGrid>
      <ConfirmDialog
        opened={asking}
        title={t('dismissTitle')}
        confirmLabel={t('dismiss')}
        danger={false}
        loading={dismiss.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => dismiss.mutate({ facilityId: checklist.facilityId }, { onSuccess: () => setAsking(false) })}
      >
        {t('dismissText')}
      </ConfirmDialog>
    </Paper>
  );
}
