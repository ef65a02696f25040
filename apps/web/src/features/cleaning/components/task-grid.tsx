import type { TDetailImage, TReportOperation } from '@carehome/contracts';
import type { AuditContext, CleaningMode } from '@carehome/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TaskTile } from './task-tile.tsx';

/**
 * The tiles of the selected group (the tab panel of the group tabs), or a line saying there are no
 * tasks; the hint about double-tapping a group where the room type allows ticking a group whole.
 */
export function TaskGrid({
  operations,
  group,
  mode,
  audit,
  flipping,
  images,
  timeZone,
  groupHint,
  onActivate,
  onDetails,
  failureOf,
}: {
  operations: TReportOperation[];
  group: string | null;
  mode: CleaningMode;
  audit: AuditContext;
  flipping: ReadonlySet<string>;
  images: ReadonlyMap<string, TDetailImage[]>;
  timeZone: string;
  groupHint: boolean;
  onActivate: (op: TReportOperation) => void;
  onDetails: (op: TReportOperation) => void;
  failureOf: (op: TReportOperation) => string | null;
}) {
  const { t } = useTranslation('cleaning');
  const visibleOps = operations.filter((op) => op.group === group).sort((a, b) => a.index - b.index);
  return (
    <div className="cl-grid-scroll">
      {visibleOps.length ? (
        <div className="cl-grid" id="cl-task-panel" role="tabpanel" aria-label={group ?? ''} data-testid="task-grid">
          {visibleOps.map((op) => (
            <TaskTile
              key={op.id}
              op={op}
              mode={mode}
              audit={audit}
              flipping={flipping.has(op.id)}
              hasDetails={(images.get(op.id)?.length ?? 0) > 0}
              timeZone={timeZone}
              t={t}
              onActivate={onActivate}
              onDetails={onDetails}
              failure={failureOf(op)}
            />
          ))}
        </div>
      ) : (
        <Text c="dimmed" ta="center" mt="xl">
          {t('noTasks')}
        </Text>
      )}
      {groupHint ? (
        <Text c="dimmed" fz="sm" mt="sm">
          {t('groups.hint')}
        </Text>
      ) : null}
    </div>
  );
}
