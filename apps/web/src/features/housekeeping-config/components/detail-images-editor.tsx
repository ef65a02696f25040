import { LANGUAGES, type TDetailImage, type TLanguage } from '@carehome/contracts';
import { ActionIcon, Button, FileButton, Group, Stack, Table, Text } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useUploadOperationImage } from '../api/upload-operation-image.ts';

export const MAX_DETAIL_IMAGES = 20;

/**
 * The detail images of an operation or a routine, per language (staff see those of their language,
 * else English): upload, preview and remove. Files are uploaded at once; the configuration refers
 * to them when it is saved.
 */
export const DetailImagesEditor = memo(function DetailImagesEditor({
  images,
  onChange,
  subject,
}: {
  images: readonly TDetailImage[];
  onChange: (fn: (images: TDetailImage[]) => TDetailImage[]) => void;
  /** What the images explain (an item or routine name), for the labels of the buttons. */
  subject: string;
}) {
  const { t } = useTranslation(['config', 'errors']);
  const upload = useUploadOperationImage();
  const [busy, setBusy] = useState<TLanguage | null>(null);
  const full = images.length >= MAX_DETAIL_IMAGES;

  const add = async (locale: TLanguage, file: File | null) => {
    if (!file) return;
    setBusy(locale);
    try {
      const { fileName } = await upload.mutateAsync(file);
      onChange((list) => [...list, { fileName, locale }]);
      toast(t('images.uploaded'), 'teal');
    } catch (err) {
      toast(errorText(t, err), 'red');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('images.help')}
      </Text>
      <Table verticalSpacing={6} aria-label={t('images.tableLabel', { subject })}>
        <Table.Tbody>
          {LANGUAGES.map((locale) => {
            const mine = images.filter((i) => i.locale === locale);
            const language = LANGUAGE_NAMES[locale];
            return (
              <Table.Tr key={locale}>
                <Table.Th w={120} scope="row" style={{ verticalAlign: 'middle' }}>
                  <span lang={locale}>{language}</span>
                </Table.Th>
                <Table.Td>
                  <Group gap="sm" wrap="wrap">
                    {mine.map((img, i) => (
                      <Group key={img.fileName} gap={4} wrap="nowrap" align="center">
                        <ApiImage
                          fileName={img.fileName}
                          alt={t('images.alt', { n: i + 1, language, subject })}
                          w={72}
                          h={72}
                          fit="contain"
                          radius="sm"
                          bg="gray.1"
                        />
                        <ActionIcon
                          variant="light"
                          color="red"
                          size={44}
                          aria-label={t('images.remove', { n: i + 1, language, subject })}
                          onClick={() => onChange((list) => list.filter((x) => x.fileName !== img.fileName))}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      </Group>
                    ))}
                    <FileButton accept="image/*" onChange={(file) => void add(locale, file)} disabled={full || busy !== null}>
                      {(props) => (
                        <Button
                          {...props}
                          variant="default"
                          leftSection={<IconPhotoPlus size={18} aria-hidden />}
                          loading={busy === locale}
                          aria-label={t('images.addFor', { language, subject })}
                        >
                          {t('images.add')}
                        </Button>
                      )}
                    </FileButton>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {full ? (
        <Text size="sm" c="dimmed">
          {t('images.full', { max: MAX_DETAIL_IMAGES })}
        </Text>
      ) : null}
    </Stack>
  );
});
