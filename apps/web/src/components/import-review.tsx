import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

export type ImportAction = 'new' | 'update' | 'error';

/** One row of a checked import file (rooms, residents): its line, what it would do, and why not. */
export interface ImportReviewRow {
  line: number;
  action: ImportAction;
  errors: { column: string; code: string; message: string; params?: Record<string, string | number> | undefined }[];
}

export const IMPORT_ACTION_COLOR: Record<ImportAction, string> = { new: 'teal', update: 'blue', error: 'red' };

/** The counts of a checked file as badges (new, updates, errors, and whatever else the import adds). */
export function ImportCounts({ counts }: { counts: { label: string; color: string; testId?: string }[] }) {
  return (
    <Group gap="xs">
      {counts.map((c) => (
        <Badge key={c.label} color={c.color} variant="light" data-testid={c.testId}>
          {c.label}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The review table shared by the CSV imports: the file's line, the columns the import names, and the
 * result of each row (new, update, or error with the reason per column), so that both imports read the
 * same way before anything is written.
 */
export function ImportReviewTable<R extends ImportReviewRow>({
  rows,
  columns,
  lineHeader,
  resultHeader,
  actionLabel,
  errorLabel,
  errorAction,
  maxHeight = 380,
  testId = 'import-review-table',
}: {
  rows: readonly R[];
  columns: { header: string; cell: (row: R) => ReactNode; width?: number }[];
  lineHeader: string;
  resultHeader: string;
  actionLabel: (action: ImportAction) => string;
  /** A reason as shown: its column and its message in the user's language. */
  errorLabel: (error: R['errors'][number]) => string;
  /** A way to settle a reason on the row itself (for example a yes/no the file left unclear). */
  errorAction?: (row: R, error: R['errors'][number]) => ReactNode;
  maxHeight?: number;
  testId?: string;
}) {
  return (
    <ScrollArea.Autosize mah={maxHeight}>
      <Table striped withTableBorder verticalSpacing={6} fz="sm" data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{lineHeader}</Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.header} w={c.width}>
                {c.header}
              </Table.Th>
            ))}
            <Table.Th>{resultHeader}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.line} data-action={r.action} data-line={r.line}>
              <Table.Td>{r.line}</Table.Td>
              {columns.map((c) => (
                <Table.Td key={c.header}>{c.cell(r)}</Table.Td>
              ))}
              <Table.Td>
                <Badge color={IMPORT_ACTION_COLOR[r.action]} variant="light">
                  {actionLabel(r.action)}
                </Badge>
                {r.errors.map((e) => (
                  <Fragment key={`${e.column}-${e.code}`}>
                    <Text size="xs" c="red.9">
                      {errorLabel(e)}
                    </Text>
                    {errorAction?.(r, e)}
                  </Fragment>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
