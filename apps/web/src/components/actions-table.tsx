import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A short list as a table whose last column holds each row's actions (its header is for screen readers
 * only): the column headers over the rows, scrolling sideways when narrower than `minWidth`.
 */
export function ActionsTable({
  headers,
  minWidth,
  testId,
  label,
  dense = true,
  children,
}: {
  headers: readonly string[];
  minWidth: number;
  testId: string;
  label?: string;
  /** Tighter rows; false for rows of buttons, highlighted on hover. */
  dense?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing={dense ? 'xs' : 'sm'} highlightOnHover={!dense} aria-label={label} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h) => (
              <Table.Th key={h}>{h}</Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>{t('table.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
