import {
  ATP_BRAND_MAX,
  ATP_OVERRIDE_REASON_MAX,
  type TAtpBand,
  type TAtpLimit,
  type TAtpReading,
  type TAuditStatus,
} from '@carehome/contracts';
import { atpBand, atpBrands, atpOverridden } from '@carehome/domain';
import { Autocomplete, Badge, Button, Fieldset, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RluInput } from '../../atp-limits/index.ts';

// The ATP reading of one operation on the audit screen: brand, RLU, the band the site's limits give
// (colour and words), and the reason when the auditor sets another result.

const BRAND_KEY = 'carehome-atp-brand';

/** The brand this tablet used last: an auditor swabs a round with one luminometer. */
function lastBrand(): string {
  try {
    return localStorage.getItem(BRAND_KEY) ?? '';
  } catch {
    return '';
  }
}

function rememberBrand(brand: string): void {
  try {
    if (brand.trim()) localStorage.setItem(BRAND_KEY, brand.trim());
  } catch {
    // Only the next reading's brand is lost.
  }
}

export const BAND_LOOK: Record<TAtpBand, { color: string; icon: typeof IconCircleCheck }> = {
  pass: { color: 'teal', icon: IconCircleCheck },
  caution: { color: 'yellow', icon: IconAlertTriangle },
  fail: { color: 'red', icon: IconX },
};

/** A band as a badge: its colour, icon and word (never colour alone). */
export function AtpBandBadge({ band }: { band: TAtpBand | null }) {
  const { t } = useTranslation('cleaning');
  if (!band)
    return (
      <Badge color="gray" variant="light" size="lg" tt="none">
        {t('atp.noBand')}
      </Badge>
    );
  const { color, icon: Icon } = BAND_LOOK[band];
  return (
    <Badge
      color={color}
      variant={band === 'caution' ? 'filled' : 'light'}
      c={band === 'caution' ? 'dark' : undefined}
      size="lg"
      tt="none"
      leftSection={<Icon size={16} aria-hidden />}
      data-testid="atp-band"
      data-band={band}
    >
      {t(`atp.band.${band}`)}
    </Badge>
  );
}

export function AtpReadingFields({
  item,
  reading,
  status,
  limits,
  editable,
  onReading,
}: {
  /** The operation's item as written: the surface a limit may name. */
  item: string;
  reading: TAtpReading | null | undefined;
  status: TAuditStatus;
  limits: readonly TAtpLimit[];
  editable: boolean;
  onReading: (reading: TAtpReading | null) => void;
}) {
  const { t } = useTranslation('cleaning');
  const [brand, setBrand] = useState(() => reading?.brand || lastBrand() || atpBrands(limits)[0] || '');
  const [rlu, setRlu] = useState<number | ''>(reading?.rlu ?? '');
  const brands = atpBrands(limits);

  const send = (nextBrand: string, nextRlu: number | '', reason = reading?.overrideReason ?? null) => {
    if (nextRlu === '' || !nextBrand.trim()) return onReading(null);
    rememberBrand(nextBrand);
    onReading({ brand: nextBrand.trim(), rlu: nextRlu, band: atpBand(limits, nextBrand, item, nextRlu), overrideReason: reason });
  };
  const overridden = reading ? atpOverridden(reading, status) : false;
  const reasonMissing = overridden && !reading?.overrideReason?.trim();

  return (
    <Fieldset legend={t('atp.title')} data-testid="atp-reading">
      <Stack gap="sm">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Autocomplete
            label={t('atp.brand')}
            data={brands}
            value={brand}
            maxLength={ATP_BRAND_MAX}
            disabled={!editable}
            onChange={(v) => {
              setBrand(v);
              send(v, rlu);
            }}
            data-testid="atp-brand"
            w={220}
          />
          <RluInput
            label={t('atp.rlu')}
            value={rlu}
            disabled={!editable}
            onValue={(next) => {
              setRlu(next);
              send(brand, next);
            }}
            data-testid="atp-rlu"
            w={160}
          />
          {reading ? <AtpBandBadge band={reading.band} /> : null}
          {reading && editable ? (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={() => {
                setRlu('');
                onReading(null);
              }}
            >
              {t('atp.remove')}
            </Button>
          ) : null}
        </Group>
        {reading && !reading.band ? (
          <Text size="sm" c="dimmed">
            {t('atp.noLimit', { brand: reading.brand })}
          </Text>
        ) : null}
        {overridden ? (
          <Textarea
            label={t('atp.overrideReason')}
            description={t('atp.overrideHelp', { band: reading?.band ? t(`atp.band.${reading.band}`) : '' })}
            value={reading?.overrideReason ?? ''}
            maxLength={ATP_OVERRIDE_REASON_MAX}
            required
            error={reasonMissing ? t('atp.reasonRequired') : undefined}
            disabled={!editable}
            onChange={(e) => send(brand, rlu, e.currentTarget.value)}
            autosize
            minRows={2}
            data-testid="atp-override-reason"
          />
        ) : null}
      </Stack>
    </Fieldset>
  );
}
