import type { TDetailImage, TReportOperation } from '@carehome/contracts';
import type { AuditContext } from '@carehome/domain';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfigName } from './config-names.tsx';
import { TaskTile } from './task-tile.tsx';

/** What every tile of the grid is drawn from; the screen's mode is the audit context's. */
export interface GridTiles {
  audit: AuditContext;
  flipping: ReadonlySet<string>;
  images: ReadonlyMap<string, TDetailImage[]>;
  timeZone: string;
  onActivate: (op: TReportOperation) => void;
  onDetails: (op: TReportOperation) => void;
  failureOf: (op: TReportOperation) => string | null;
}

/**
 * The tiles of the selected group (the tab panel of the group tabs), or a line saying there are no
 * tasks; the hint about double-tapping a group where the room type allows ticking a group whole.
 */
export function TaskGrid({
  operations,
  group,
  tiles,
  groupHint,
}: {
  operations: TReportOperation[];
  group: string | null;
  tiles: GridTiles;
  groupHint: boolean;
}) {
  const { audit, flipping, images, onActivate, onDetails, failureOf } = tiles;
  const { t } = useTranslation('cleaning');
  const name = useConfigName();
  const visibleOps = operations.filter((op) => op.group === group).sort((a, b) => a.index - b.index);
  return (
    <div className="cl-grid-scroll">
      {visibleOps.length ? (
        <div className="cl-grid" id="cl-task-panel" role="tabpanel" aria-label={group ? name(group) : ''} data-testid="task-grid">
          {visibleOps.map((op) => (
            <TaskTile
              key={op.id}
              op={op}
              mode={audit.mode}
              audit={audit}
              flipping={flipping.has(op.id)}
              hasDetails={(images.get(op.id)?.length ?? 0) > 0}
              timeZone={tiles.timeZone}
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
