import type { TDetailImage, THousekeepingConfig, TLanguage, TRoutine } from '@carehome/contracts';
import { LANGUAGES } from '@carehome/contracts';
import { nextBuckets, validateRoutineSchedule } from '@carehome/domain';
import { Anchor, Badge, Box, Button, ColorSwatch, Divider, Group, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiImage } from '../../../components/api-image.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { printPageCss } from '../../../components/print-css.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { useHousekeepingConfig } from '../../../lib/housekeeping-config.ts';
import { describeSchedule, formatBucket, todayDisplay } from '../../../lib/schedule-text.ts';
import { useAccount } from '../../../lib/session.ts';
import { ConfigIcon } from '../components/icons.tsx';
import { RoutineFlags } from '../components/routine-flags.tsx';
import { groupOperations } from '../model/operation-groups.ts';

/** Print rules: only the document is printed (no header, menu, buttons or toasts), a room type per page. */
const PRINT_CSS = printPageCss(`  .hk-page-break { break-before: page; }
  .hk-cover { min-height: 85vh; }
  img { break-inside: avoid; }
`);

/** The detail images in the reader's language, else in English (spec: detail images exist per language). */
function imagesFor(images: readonly TDetailImage[], lang: TLanguage): TDetailImage[] {
  const mine = images.filter((i) => i.locale === lang);
  return mine.length ? mine : images.filter((i) => i.locale === 'en');
}

/**
 * Reference book (/admin/housekeepingconfig/referencebook): a print-ready document of every room
 * type's routines (clean type, kind, priority, schedule in words and its next occurrences) and
 * operations by group with their detail images, with a cover naming the site and the date. "Print /
 * Save as PDF" prints it (the browser saves PDFs).
 */
export default function ReferenceBookPage() {
  const { t, i18n } = useTranslation(['config', 'pages', 'common']);
  const account = useAccount();
  const query = useHousekeepingConfig(account?.facility?.id);
  const lang = ((LANGUAGES as readonly string[]).includes(i18n.language) ? i18n.language : 'en') as TLanguage;
  const timeZone = account?.facility?.timeZone ?? 'UTC';

  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="hk-no-print">
        <PageHeader
          title={t('pages:titles.referenceBook')}
          actions={
            <>
              <LinkButton to="/admin/housekeepingconfig" icon={IconArrowLeft}>
                {t('referenceBook.back')}
              </LinkButton>
              <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()} disabled={!query.data}>
                {t('referenceBook.print')}
              </Button>
            </>
          }
        />
        <Text c="dimmed" mb="lg" maw={760}>
          {t('referenceBook.help')}
        </Text>
      </div>
      {query.data ? (
        <Book config={query.data} site={account?.facility?.name ?? ''} timeZone={timeZone} lang={lang} />
      ) : (
        <QueryState query={query} />
      )}
    </>
  );
}

function Book({ config, site, timeZone, lang }: { config: THousekeepingConfig; site: string; timeZone: string; lang: TLanguage }) {
  const { t } = useTranslation('config');
  const states = new Map(config.roomStates.map((s) => [s.id, s.stateName]));
  return (
    <Box
      component="article"
      className="hk-book"
      maw={900}
      p={{ base: 'md', sm: 'xl' }}
      bg="white"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      aria-label={t('referenceBook.documentLabel', { site })}
      data-testid="reference-book"
    >
      <Stack className="hk-cover" gap="md" justify="center" py="xl">
        <Text tt="uppercase" fw={700} c="dimmed" size="sm">
          {t('referenceBook.coverKicker')}
        </Text>
        <Text fz={40} fw={800} lh={1.1}>
          {t('referenceBook.coverTitle')}
        </Text>
        <Text fz={26} fw={600} data-testid="book-site">
          {site}
        </Text>
        <Text size="lg">{t('referenceBook.coverDate', { date: todayDisplay(timeZone) })}</Text>
        <Text c="dimmed">{t('referenceBook.coverMeta', { version: config.version, zone: timeZone })}</Text>
        <Divider my="md" />
        <Title order={2} fz="h4">
          {t('referenceBook.contents')}
        </Title>
        <List type="ordered" spacing={4}>
          {config.roomTypes.map((type) => (
            <List.Item key={type.id}>
              <Anchor href={`#rt-${type.id}`}>{type.roomType}</Anchor>{' '}
              <Text span c="dimmed" size="sm">
                {t('referenceBook.contentsCount', { n: type.routines.length })}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>

      {config.roomTypes.map((type) => (
        <Box component="section" key={type.id} id={`rt-${type.id}`} className="hk-page-break" pt="xl" aria-labelledby={`rt-h-${type.id}`}>
          <Title order={2} id={`rt-h-${type.id}`} fz={28} mb={4}>
            {type.roomType}
          </Title>
          <Text c="dimmed" mb="md">
            {[
              type.settings.allowGroupSelection ? t('referenceBook.groupSelectionOn') : t('referenceBook.groupSelectionOff'),
              type.settings.photoRequired ? t('referenceBook.photoRequired') : t('referenceBook.photoOptional'),
              type.roomStates.length
                ? t('referenceBook.states', {
                    states: type.roomStates
                      .map((id) => states.get(id) ?? '')
                      .filter(Boolean)
                      .join(', '),
                  })
                : t('referenceBook.noStates'),
            ].join(' · ')}
          </Text>
          {type.routines.length === 0 ? <Text>{t('referenceBook.noRoutines')}</Text> : null}
          <Stack gap="xl">
            {type.routines.map((r) => (
              <RoutineSection key={r.id} routine={r} timeZone={timeZone} lang={lang} />
            ))}
          </Stack>
        </Box>
      ))}
    </Box>
  );
}

function RoutineSection({ routine, timeZone, lang }: { routine: TRoutine; timeZone: string; lang: TLanguage }) {
  const { t } = useTranslation('config');
  const next = useMemo(() => {
    if (!routine.schedule || validateRoutineSchedule(routine.schedule).length) return [];
    try {
      return nextBuckets(routine.schedule, timeZone, new Date(), 3);
    } catch {
      return [];
    }
  }, [routine.schedule, timeZone]);
  const groups = groupOperations(routine.operations);
  const images = imagesFor(routine.detailImages, lang);
  return (
    <Box>
      <Group gap="sm" className="hk-avoid-break" mb="xs">
        <ColorSwatch color={routine.color} size={26} aria-hidden />
        <Title order={3} fz={22}>
          {routine.cleanType}
        </Title>
        <RoutineFlags routine={routine} />
      </Group>
      <Table withTableBorder withColumnBorders className="hk-avoid-break" mb="sm" fz="sm" verticalSpacing={6}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={180} scope="row">
              {t('routines.kind')}
            </Table.Th>
            <Table.Td>{t(`kinds.${routine.kind}`)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('routines.priority')}</Table.Th>
            <Table.Td>{t('referenceBook.priorityValue', { n: routine.priority })}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">{t('routines.tabs.schedule')}</Table.Th>
            <Table.Td>
              <Text size="sm">{describeSchedule(routine.schedule, t, lang)}</Text>
              {next.length ? (
                <Text size="sm" c="dimmed" mt={4}>
                  {t('referenceBook.nextTimes', { list: next.map((b) => formatBucket(b, timeZone, lang, t)).join('; ') })}
                </Text>
              ) : null}
            </Table.Td>
          </Table.Tr>
          {routine.tags.length ? (
            <Table.Tr>
              <Table.Th scope="row">{t('routines.tags')}</Table.Th>
              <Table.Td>{routine.tags.join(', ')}</Table.Td>
            </Table.Tr>
          ) : null}
          {routine.qrCode ? (
            <Table.Tr>
              <Table.Th scope="row">{t('routines.qrCode')}</Table.Th>
              <Table.Td>{routine.qrCode}</Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      {images.length ? <ImageStrip images={images} subject={routine.cleanType} /> : null}
      {groups.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('referenceBook.noOperations')}
        </Text>
      ) : (
        <Stack gap="sm">
          {groups.map((g) => (
            <Box key={g.key} className="hk-avoid-break">
              <Title order={4} fz="md" mb={4}>
                {g.name}
              </Title>
              <List type="ordered" spacing={6} withPadding>
                {g.items.map((op) => {
                  const opImages = imagesFor(op.detailImages, lang);
                  return (
                    <List.Item key={op.id}>
                      <Group gap={6} wrap="nowrap">
                        {op.icon ? <ConfigIcon name={op.icon} size={16} /> : null}
                        <Text size="sm">{op.item}</Text>
                        {op.optional ? (
                          <Badge size="sm" variant="light" color="gray">
                            {t('operations.optional')}
                          </Badge>
                        ) : null}
                      </Group>
                      {opImages.length ? <ImageStrip images={opImages} subject={op.item} /> : null}
                    </List.Item>
                  );
                })}
              </List>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}

function ImageStrip({ images, subject }: { images: readonly TDetailImage[]; subject: string }) {
  const { t } = useTranslation('config');
  return (
    <SimpleGrid cols={4} spacing="sm" my="xs" maw={600}>
      {images.map((img, i) => (
        <ApiImage
          key={img.fileName}
          fileName={img.fileName}
          alt={t('referenceBook.imageAlt', { n: i + 1, subject })}
          h={120}
          fit="contain"
          radius="sm"
          bg="gray.0"
        />
      ))}
    </SimpleGrid>
  );
}
