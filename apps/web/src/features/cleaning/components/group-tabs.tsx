import type { TReportOperation } from '@carehome/contracts';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfigName } from './config-names.tsx';

/**
 * The group tab strip: one tab per operation group, with how many of its tasks are done. Arrow keys
 * move between tabs (the WAI-ARIA tabs pattern); a tap is reported with its time, since a second tap
 * on the selected group may tick the whole group (the domain's `groupTap` decides).
 */
export function GroupTabs({
  groups,
  operations,
  selected,
  onTap,
}: {
  groups: string[];
  operations: readonly TReportOperation[];
  selected: string | null;
  onTap: (group: string) => void;
}) {
  const { t } = useTranslation('cleaning');
  const name = useConfigName();
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = groups.indexOf(selected ?? '');
    const next =
      e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? groups.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    const group = groups[(next + groups.length) % groups.length];
    if (group === undefined) return;
    onTap(group);
    refs.current.get(group)?.focus();
  };

  return (
    <div className="cl-tabs" role="tablist" aria-label={t('groups.label')} onKeyDown={onKeyDown} data-testid="group-tabs">
      {groups.map((group, i) => {
        const ops = operations.filter((o) => o.group === group);
        const done = ops.filter((o) => o.checked === true).length;
        const isSelected = group === selected;
        return (
          <button
            key={group}
            ref={(el) => {
              if (el) refs.current.set(group, el);
              else refs.current.delete(group);
            }}
            type="button"
            role="tab"
            id={`cl-tab-${i}`}
            aria-controls="cl-task-panel"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            className="cl-tab"
            data-group={group}
            onClick={() => onTap(group)}
          >
            {name(group)}
            <span className="cl-tab-count">{t('groups.count', { done, total: ops.length })}</span>
          </button>
        );
      })}
    </div>
  );
}
