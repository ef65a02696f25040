import { LANGUAGES, type TLanguage } from '@carehome/contracts';
import type { ConfigTextKind } from '@carehome/domain';
import { Badge, Checkbox, Group, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { IconLanguage, IconSearch } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LANGUAGE_NAMES } from '../../../lib/i18n.ts';
import { missingCounts, type NameRow, nameRows, visibleSections, withTranslation } from '../model/translations.ts';
import { useConfigActions, useConfigState } from './config-editor-context.ts';

/**
 * The Translations tab: every name of the configuration in the five languages side by side, the
 * language they are written in first. Edits go into the draft and are saved with the rest.
 */
export function TranslationsEditor({ initialSearch = '' }: { initialSearch?: string }) {
  const { t } = useTranslation('config');
  const { draft } = useConfigState();
  const { update } = useConfigActions();
  const [search, setSearch] = useState(initialSearch);
  const [missingOnly, setMissingOnly] = useState(false);

  const author = draft.language;
  const columns = useMemo(() => [author, ...LANGUAGES.filter((l) => l !== author)], [author]);
  const rows = useMemo(() => nameRows(draft), [draft]);
  const counts = useMemo(() => missingCounts(rows), [rows]);
  const sections = useMemo(() => visibleSections(rows, { missingOnly, search }), [rows, missingOnly, search]);
  const setText = useMemo(
    () => (text: string, language: TLanguage, value: string) => update((c) => withTranslation(c, text, language, value)),
    [update],
  );

  if (!rows.length)
    return <EmptyState icon={<IconLanguage size={34} />} title={t('translations.emptyTitle')} description={t('translations.emptyBody')} />;

  return (
    <Stack gap="sm" data-testid="config-translations">
      <Group align="flex-end" gap="md">
        <Select
          label={t('translations.language')}
          data={LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          value={author}
          allowDeselect={false}
          onChange={(v) => v && update((c) => ({ ...c, language: v as TLanguage }))}
          w={280}
          data-path="language"
        />
        <TextInput
          label={t('translations.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
          style={{ flex: 1, minWidth: 200 }}
        />
        <Checkbox
          label={t('translations.missingOnly')}
          checked={missingOnly}
          onChange={(e) => setMissingOnly(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <Text size="sm" c="dimmed">
        {t('translations.languageHelp')} {t('translations.hint', { language: LANGUAGE_NAMES[author] })}
      </Text>
      <Table.ScrollContainer minWidth={960}>
        <Table layout="fixed" verticalSpacing={6} horizontalSpacing="xs" withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {columns.map((l) => (
                <LanguageHeader key={l} language={l} author={author} missing={counts[l]} />
              ))}
            </Table.Tr>
          </Table.Thead>
          {sections.map((s) => (
            <Table.Tbody key={s.kind}>
              <Table.Tr bg="var(--mantine-color-gray-0)">
                <Table.Th colSpan={columns.length} scope="colgroup">
                  <Text fw={600} size="sm">
                    {t(`translations.kinds.${s.kind}`, { count: s.rows.length })}
                  </Text>
                </Table.Th>
              </Table.Tr>
              {s.rows.map((r) => (
                <TranslationRow key={r.text} row={r} columns={columns} author={author} setText={setText} />
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
      {!sections.length ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('translations.noMatch')}
        </Text>
      ) : null}
    </Stack>
  );
}

type RowProps = {
  row: NameRow;
  columns: TLanguage[];
  author: TLanguage;
  setText: (text: string, language: TLanguage, value: string) => void;
};

/**
 * Rows are rebuilt from the draft on every edit; a row whose name, translations (the draft keeps an
 * unchanged name's object) and columns are the same skips re-rendering while another is typed in.
 */
const sameRow = (a: RowProps, b: RowProps) =>
  a.row.text === b.row.text &&
  a.row.translations === b.row.translations &&
  a.row.kinds.join() === b.row.kinds.join() &&
  a.columns === b.columns &&
  a.author === b.author &&
  a.setText === b.setText;

/** One name's row: the name as written (or a clean type's display name) and its translations. */
const TranslationRow = memo(function TranslationRow({ row, columns, author, setText }: RowProps) {
  const { t } = useTranslation('config');
  // A clean type is the key reports are stored under: a display name in its own language renames it on
  // screens while history still matches. Other names are renamed where they are edited.
  const renamable = row.kinds.includes('cleanType');
  const also = row.kinds.slice(1) as ConfigTextKind[];
  return (
    <Table.Tr data-testid="translation-row" data-name={row.text}>
      {columns.map((l) =>
        l === author && !renamable ? (
          <Table.Th key={l} scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {row.text}
            {also.length ? <KindsNote kinds={also} /> : null}
          </Table.Th>
        ) : (
          <Table.Td key={l}>
            <Textarea
              autosize
              minRows={1}
              maxRows={4}
              maxLength={200}
              lang={l}
              aria-label={t(l === author ? 'translations.displayNameLabel' : 'translations.cellLabel', {
                name: row.text,
                language: LANGUAGE_NAMES[l],
              })}
              placeholder={l === author ? row.text : t('translations.notTranslated')}
              value={row.translations[l] ?? ''}
              onChange={(e) => setText(row.text, l, e.currentTarget.value.replace(/\n/g, ' '))}
              // A name is one line: Enter does not break it.
              onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
              styles={l !== author && row.missing.includes(l) ? { input: { borderColor: 'var(--mantine-color-orange-4)' } } : undefined}
            />
            {l === author && also.length ? <KindsNote kinds={also} /> : null}
          </Table.Td>
        ),
      )}
    </Table.Tr>
  );
}, sameRow);

function KindsNote({ kinds }: { kinds: ConfigTextKind[] }) {
  const { t } = useTranslation('config');
  return (
    <Text size="xs" c="dimmed" fw={400}>
      {t('translations.alsoUsedAs', { kinds: kinds.map((k) => t(`translations.kind.${k}`)).join(', ') })}
    </Text>
  );
}

/** A language's column header: its name, then 'as written' for the author's language or how many names lack it. */
function LanguageHeader({ language, author, missing }: { language: TLanguage; author: TLanguage; missing: number }) {
  const { t } = useTranslation('config');
  const status =
    language === author
      ? { color: 'gray', label: t('translations.asWritten') }
      : missing
        ? { color: 'orange', label: t('translations.missingCount', { count: missing }) }
        : { color: 'green', label: t('translations.complete') };
  return (
    <Table.Th scope="col">
      <Text fw={600} size="sm" lang={language}>
        {LANGUAGE_NAMES[language]}
      </Text>
      <Badge size="sm" variant="light" color={status.color} data-testid={`missing-count-${language}`} style={{ textTransform: 'none' }}>
        {status.label}
      </Badge>
    </Table.Th>
  );
}
