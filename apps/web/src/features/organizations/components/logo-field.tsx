import { Box, Button, Center, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { uploadImage } from '../../../lib/files.ts';

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/heic,image/heif';
const PREVIEW = 128;

/**
 * The organization's logo: upload (resized to fit 300x300 by the server), replace, remove, with a
 * preview. The file is uploaded at once; the organization keeps it when the form is saved.
 */
export function LogoField({
  value,
  onChange,
  tenantId,
  organizationName,
  error,
}: {
  value: string | null;
  onChange: (fileName: string | null) => void;
  tenantId: string;
  organizationName: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation('organizations');
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const uploaded = await uploadImage(file, { resize: '300x300', kind: 'logo', tenantId });
      onChange(uploaded.fileName);
    } catch (err) {
      setUploadError(errorText(t, err));
    } finally {
      setUploading(false);
    }
  };

  const message = uploadError ?? error;
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap">
      <Box
        w={PREVIEW}
        h={PREVIEW}
        style={{ flex: 'none', border: '1px dashed var(--mantine-color-gray-4)', borderRadius: 8, overflow: 'hidden' }}
        data-testid="logo-preview"
      >
        {value ? (
          <ApiImage
            fileName={value}
            tenantId={tenantId}
            alt={t('edit.logoAlt', { name: organizationName })}
            w={PREVIEW}
            h={PREVIEW}
            fit="contain"
          />
        ) : (
          <Center h="100%" c="gray.6" bg="gray.0">
            <Stack gap={4} align="center">
              <IconPhoto size={32} aria-hidden />
              <Text size="xs" c="dimmed">
                {t('edit.noLogo')}
              </Text>
            </Stack>
          </Center>
        )}
      </Box>
      <Stack gap="xs">
        <Group gap="sm">
          <FileButton onChange={upload} accept={ACCEPT} inputProps={{ 'data-testid': 'logo-file' } as ComponentProps<'input'>}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={18} aria-hidden />} loading={uploading}>
                {value ? t('edit.replaceLogo') : t('edit.uploadLogo')}
              </Button>
            )}
          </FileButton>
          {value ? (
            <Button variant="default" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => onChange(null)} disabled={uploading}>
              {t('edit.removeLogo')}
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" maw={360}>
          {t('edit.logoHelp')}
        </Text>
        {message ? (
          <Text size="sm" c="red.8" role="alert" data-testid="logo-error">
            {message}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}
