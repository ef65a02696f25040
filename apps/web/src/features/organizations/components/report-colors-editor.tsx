import { DEFAULT_REPORT_COLORS, type TReportColors } from '@carehome/contracts';
import { Alert, Box, Button, ColorInput, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { contrastRatio, MIN_CONTRAST, textColorOn } from './colors.ts';

const FIELDS = ['background', 'alternateBackground', 'headerBackground', 'headerText'] as const;

/** Calm, printable presets; the first is the product's default. */
const SWATCHES = ['#FFFFFF', '#F1F5F9', '#E6F4F1', '#FFF7E6', '#1E3A5F', '#0B7A6F', '#5B2C6F', '#8A1C1C', '#1F2933', '#000000'];

/** Sample rows of the preview: room, clean type key, status key, time. */
const SAMPLE = [
  ['101', 'dailyClean', 'complete', '08:42'],
  ['102', 'dailyClean', 'complete', '09:10'],
  ['103', 'deepClean', 'incomplete', '09:55'],
  ['104', 'dailyClean', 'complete', '10:21'],
] as const;

/** The four report colours with a live preview of a report table (header row, alternating rows). */
export function ReportColorsEditor({
  value,
  onChange,
  errors,
  organizationName,
  logo,
  tenantId,
}: {
  value: TReportColors;
  onChange: (next: TReportColors) => void;
  errors: Partial<Record<keyof TReportColors, string>>;
  organizationName: string;
  logo: string | null;
  tenantId: string;
}) {
  const { t } = useTranslation('organizations');
  const ratio = contrastRatio(value.headerText, value.headerBackground);
  const isDefault = FIELDS.every((f) => value[f].toUpperCase() === DEFAULT_REPORT_COLORS[f]);

  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="sm">
        {FIELDS.map((field) => (
          <ColorInput
            key={field}
            label={t(`colors.${field}`)}
            value={value[field]}
            onChange={(c) => onChange({ ...value, [field]: c.toUpperCase() })}
            format="hex"
            swatches={SWATCHES}
            swatchesPerRow={5}
            error={errors[field]}
            size="md"
            withEyeDropper={false}
            data-testid={`color-${field}`}
          />
        ))}
      </SimpleGrid>
      {ratio !== null && ratio < MIN_CONTRAST ? (
        <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} data-testid="contrast-warning">
          {t('colors.lowContrast', { ratio: ratio.toFixed(1) })}
        </Alert>
      ) : null}

      <Box>
        <Group justify="space-between" mb={6}>
          <Text fw={600} size="sm" id="report-preview-title">
            {t('colors.preview')}
          </Text>
          <Button
            variant="subtle"
            leftSection={<IconRestore size={16} aria-hidden />}
            onClick={() => onChange({ ...DEFAULT_REPORT_COLORS })}
            disabled={isDefault}
          >
            {t('colors.reset')}
          </Button>
        </Group>
        <ReportPreview colors={value} organizationName={organizationName} logo={logo} tenantId={tenantId} />
      </Box>
    </Stack>
  );
}

function ReportPreview({
  colors,
  organizationName,
  logo,
  tenantId,
}: {
  colors: TReportColors;
  organizationName: string;
  logo: string | null;
  tenantId: string;
}) {
  const { t } = useTranslation('organizations');
  const cell = { padding: '6px 10px', textAlign: 'start' as const, fontSize: 13 };
  return (
    <Box
      data-testid="report-preview"
      style={{
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 8,
        overflow: 'hidden',
        background: '#FFFFFF',
        color: '#000000',
      }}
    >
      <Group gap="sm" px="sm" py={8} wrap="nowrap">
        {logo ? (
          <ApiImage fileName={logo} tenantId={tenantId} alt={t('edit.logoAlt', { name: organizationName })} w={32} h={32} fit="contain" />
        ) : null}
        <Box style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" truncate c="#000000">
            {organizationName || t('colors.sampleOrganization')}
          </Text>
          <Text size="xs" c="#3d4349">
            {t('colors.sampleTitle')}
          </Text>
        </Box>
      </Group>
      <table style={{ width: '100%', borderCollapse: 'collapse' }} aria-labelledby="report-preview-title">
        <thead>
          <tr style={{ background: colors.headerBackground, color: colors.headerText }}>
            <th style={cell}>{t('colors.sampleRoom')}</th>
            <th style={cell}>{t('colors.sampleCleanType')}</th>
            <th style={cell}>{t('colors.sampleStatus')}</th>
            <th style={cell}>{t('colors.sampleTime')}</th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE.map(([room, clean, status, time], i) => {
            const bg = i % 2 === 0 ? colors.background : colors.alternateBackground;
            return (
              <tr key={room} style={{ background: bg, color: textColorOn(bg) }}>
                <td style={cell}>{room}</td>
                <td style={cell}>{t(`colors.${clean}`)}</td>
                <td style={cell}>{t(`colors.${status}`)}</td>
                <td style={cell}>{time}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Box>
  );
}
