import type { TOfferedLink } from '@carehome/contracts';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTranslatedText } from '../../../lib/content-language.ts';

/**
 * The dashboard report link set as default for the person's role, embedded. Whether the target allows
 * being framed cannot be told reliably from here (a refused frame looks like any page), so the new-tab
 * button is always there.
 */
export function EmbeddedLink({ link }: { link: TOfferedLink }) {
  const { t } = useTranslation('site-dashboard');
  const name = useTranslatedText()(link.name, link.translations);
  return (
    <Paper withBorder radius="md" p="md" data-testid="embedded-link">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Title order={2} fz="h4">
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('embedded.help')}
          </Text>
        </div>
        <Button
          component="a"
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          rightSection={<IconExternalLink size={18} aria-hidden />}
        >
          {t('embedded.openInNewTab')}
        </Button>
      </Group>
      <iframe
        src={link.url}
        title={name}
        referrerPolicy="no-referrer"
        style={{ width: '100%', height: 560, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#fff' }}
      />
    </Paper>
  );
}
