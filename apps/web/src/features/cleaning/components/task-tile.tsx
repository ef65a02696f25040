import type { TReportOperation } from '@carehome/contracts';
import { type AuditContext, type CleaningMode, canEdit, effectiveAuditStatus, tileState } from '@carehome/domain';
import { ActionIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconCircle,
  IconCircleCheck,
  IconCircleDashed,
  IconEye,
  IconFlag,
  IconInfoCircle,
  IconSquare,
  IconSquareCheck,
  IconX,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { formatDataTime } from '../../../lib/dates.ts';
import { useConfigName } from './config-names.tsx';

export interface TaskTileProps {
  op: TReportOperation;
  mode: CleaningMode;
  audit: AuditContext;
  flipping: boolean;
  hasDetails: boolean;
  timeZone: string;
  t: TFunction<'cleaning'>;
  onActivate: (op: TReportOperation) => void;
  onDetails: (op: TReportOperation) => void;
  /** A failed audit's words for this operation while its re-clean asks for it ('Failed audit: ...'), else null. */
  failure?: string | null;
}

const STATE_ICON = {
  complete: IconCircleCheck,
  pending: IconCircle,
  incomplete: IconAlertTriangle,
  notRequired: IconCircleDashed,
} as const;

const AUDIT_ICON = {
  CleanedPass: IconCircleCheck,
  CleanedFailed: IconAlertTriangle,
  NotCleanedFailed: IconX,
  NotObserved: IconEye,
  NotPresent: IconBan,
} as const;

/**
 * One task of the grid. Normal mode: a tap flips the tile and toggles it (complete / pending /
 * incomplete / not required). Audit mode: a tap moves to the next result. Marking mode: a tap marks or
 * unmarks it. Read-only: nothing happens. Tasks with detail images (or any task in audit mode, for the
 * result buttons) have a details button in the corner.
 */
export const TaskTile = memo(function TaskTile({
  op,
  mode,
  audit,
  flipping,
  hasDetails,
  timeZone,
  t,
  onActivate,
  onDetails,
  failure = null,
}: TaskTileProps) {
  const name = useConfigName();
  const state = tileState(op);
  const showAudit = mode === 'audit' || (mode === 'readonly' && op.auditStatus !== null);
  const auditStatus = showAudit ? effectiveAuditStatus(op, audit) : null;
  const interactive =
    (mode === 'normal' && canEdit(mode, 'operations')) ||
    (mode === 'audit' && canEdit(mode, 'auditStatus')) ||
    (mode === 'marking' && canEdit(mode, 'marks'));
  const stateText = t(`tile.${state}`);
  const auditText = auditStatus ? t(`auditStatus.${auditStatus}`) : null;
  const atpText =
    auditStatus && op.atp ? t('atp.tile', { rlu: op.atp.rlu, band: op.atp.band ? t(`atp.band.${op.atp.band}`) : t('atp.noBand') }) : null;
  const time = op.checked === true && op.timeStamp ? formatDataTime(op.timeStamp, timeZone).slice(0, 5) : null;

  let line: { icon: typeof IconCircle; text: string };
  if (mode === 'marking')
    line = { icon: op.isMarked ? IconSquareCheck : IconSquare, text: op.isMarked ? t('tile.marked') : t('tile.notMarked') };
  else if (auditStatus) line = { icon: AUDIT_ICON[auditStatus], text: auditText as string };
  else line = { icon: STATE_ICON[state], text: time ? t('tile.doneAt', { time }) : stateText };
  const LineIcon = line.icon;

  const item = name(op.item);
  const label = [
    item,
    failure,
    op.optional ? t('tile.optional') : null,
    mode === 'marking' ? null : stateText,
    auditText,
    atpText,
    (mode === 'audit' || mode === 'readonly') && op.isMarked ? t('tile.marked') : null,
  ]
    .filter(Boolean)
    .join(', ');

  const common = {
    className: failure ? 'cl-tile cl-tile-failed' : 'cl-tile',
    'data-testid': 'task-tile',
    'data-op': op.id,
    'data-item': op.item,
    'data-state': mode === 'normal' || (mode === 'readonly' && !auditStatus) ? state : undefined,
    'data-audit': auditStatus ?? undefined,
    'data-marked': mode === 'marking' ? String(op.isMarked) : undefined,
    'data-flipping': flipping ? 'true' : undefined,
    'data-failed': failure ? 'true' : undefined,
  };
  const body = (
    <>
      <span className="cl-tile-item">{item}</span>
      {failure ? <span className="cl-tile-failure">{failure}</span> : null}
      {op.optional ? <span style={{ fontSize: 13 }}>{t('tile.optional')}</span> : null}
      <span className="cl-tile-state">
        <LineIcon size={20} aria-hidden />
        {line.text}
        {(mode === 'audit' || mode === 'readonly') && op.isMarked ? <IconFlag size={18} aria-label={t('tile.marked')} role="img" /> : null}
      </span>
      {atpText ? (
        <span className="cl-tile-atp" data-band={op.atp?.band ?? 'none'} data-testid="tile-atp">
          {atpText}
        </span>
      ) : null}
      {auditStatus && mode === 'audit' ? <span style={{ fontSize: 13 }}>{stateText}</span> : null}
    </>
  );

  return (
    <div className="cl-tile-wrap">
      {interactive ? (
        <button
          type="button"
          {...common}
          {...(mode === 'marking' ? { role: 'checkbox', 'aria-checked': op.isMarked } : {})}
          {...(mode === 'normal' ? { 'aria-pressed': op.checked === true } : {})}
          aria-label={label}
          onClick={() => onActivate(op)}
        >
          {body}
        </button>
      ) : (
        <div {...common} data-readonly="true">
          {body}
        </div>
      )}
      {hasDetails || mode === 'audit' ? (
        <ActionIcon
          className="cl-tile-info"
          variant="subtle"
          color="dark"
          size={44}
          aria-label={t('tile.details', { item })}
          onClick={() => onDetails(op)}
          data-testid="task-details"
        >
          <IconInfoCircle size={26} aria-hidden />
        </ActionIcon>
      ) : null}
    </div>
  );
});
