import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The bar kept at the bottom of an edit form: whether changes are unsaved (`savedText` while nothing
 * changed, none on a new record), Cancel back to the list, and the submit button.
 */
export function FormSaveBar({
  dirty,
  unsavedText,
  savedText,
  cancelTo,
  submitLabel,
  saving,
}: {
  dirty: boolean;
  unsavedText: string;
  savedText?: string;
  cancelTo: string;
  submitLabel: string;
  saving: boolean;
}) {
  const { t } = useTranslation('common');
  return (
    <Paper
      withBorder
      shadow="sm"
      p="sm"
      pos="sticky"
      bottom={0}
      maw={960}
      style={{ zIndex: 2, borderBottomLeftRadius: 0, borderBottomRightRadius: 0 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" c={dirty ? 'var(--mantine-color-orange-light-color)' : 'dimmed'} aria-live="polite" data-testid="dirty-state">
          {dirty ? unsavedText : (savedText ?? '')}
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" component={Link} to={cancelTo}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={saving} data-testid="save">
            {submitLabel}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
