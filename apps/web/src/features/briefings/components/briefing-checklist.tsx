import type { TBriefingSection, TLanguage } from '@carehome/contracts';
import { inLanguage } from '@carehome/domain';
import { Anchor, Badge, Checkbox, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useAppLanguage } from '../../../lib/content-language.ts';
import { BriefingIcon } from './briefing-icon.tsx';

/** A message staff read (already in their language) and its link, if any, which opens in a new tab. */
export function MessageWithLink({ message, hyperlink, linkLabel }: { message: string; hyperlink: string | null; linkLabel: string }) {
  return (
    <>
      <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
      {hyperlink ? (
        <Anchor href={hyperlink} target="_blank" rel="noopener noreferrer" size="sm">
          <Group gap={4} component="span" wrap="nowrap">
            {linkLabel}
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
      ) : null}
    </>
  );
}

/**
 * Today's briefing as staff see it: each section (its level and name) with its items in order, each a
 * large tick box with its picture, message and link. Messages are in the reader's language (the
 * preview's: `language`). Without `onCheck` the boxes are shown but cannot be ticked (the preview, or
 * someone who is not a staff member).
 */
export function BriefingChecklist({
  sections,
  t,
  onCheck,
  busyItem,
  language,
}: {
  sections: readonly TBriefingSection[];
  t: TFunction;
  language?: TLanguage;
  onCheck?: (briefingId: string, itemId: string, checked: boolean) => void;
  busyItem?: string | null;
}) {
  const appLanguage = useAppLanguage();
  const text = (item: TBriefingSection['items'][number]) => inLanguage(item.message, item.translations, language ?? appLanguage);
  return (
    <Stack gap="md">
      {sections.map((s) => {
        const done = s.items.filter((i) => i.checkedAt).length;
        return (
          <Paper key={s.briefingId} withBorder p="md" radius="md" data-testid={`briefing-section-${s.name}`}>
            <Group justify="space-between" mb="sm" wrap="wrap">
              <Group gap="xs">
                <Badge variant="light" color="indigo">
                  {t(`briefings:levels.${s.level}`)}
                </Badge>
                <Text fw={700}>{inLanguage(s.name, s.nameTranslations, language ?? appLanguage)}</Text>
              </Group>
              <Text size="sm" c={done === s.items.length ? 'teal.9' : 'dimmed'} fw={600}>
                {t('briefings:staff.checkedCount', { done, total: s.items.length })}
              </Text>
            </Group>
            <Stack gap={6}>
              {s.items.map((item) => (
                <Group
                  key={item.id}
                  wrap="nowrap"
                  gap="sm"
                  align="center"
                  p="xs"
                  style={{ minHeight: 56, borderRadius: 8, background: item.checkedAt ? 'var(--mantine-color-teal-0)' : undefined }}
                >
                  <Checkbox
                    size="lg"
                    checked={Boolean(item.checkedAt)}
                    disabled={!onCheck || busyItem === item.id}
                    onChange={(e) => onCheck?.(s.briefingId, item.id, e.currentTarget.checked)}
                    aria-label={text(item)}
                    data-testid="briefing-item-check"
                  />
                  <ThemeIcon variant="light" size={40} radius="md" color="indigo">
                    <BriefingIcon icon={item.icon} />
                  </ThemeIcon>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <MessageWithLink message={text(item)} hyperlink={item.hyperlink} linkLabel={t('briefings:staff.openLink')} />
                  </Stack>
                </Group>
              ))}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
