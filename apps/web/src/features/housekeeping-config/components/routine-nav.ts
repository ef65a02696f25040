import { useCallback, useMemo, useState } from 'react';

export type RoutineTab = 'general' | 'schedule' | 'operations' | 'images';

/** Which routine of the selected room type is open in its editor, and on which tab. */
export interface RoutineNav {
  openId: string | null;
  tab: RoutineTab;
  /** Opens a routine (on `tab` when given, else on the tab shown last), or closes it with null. */
  open: (routineId: string | null, tab?: RoutineTab) => void;
  setTab: (tab: RoutineTab) => void;
}

export function useRoutineNav(): RoutineNav {
  const [openId, setOpenId] = useState<string | null>(null);
  const [tab, setTab] = useState<RoutineTab>('general');
  const open = useCallback((routineId: string | null, to?: RoutineTab) => {
    setOpenId(routineId);
    if (to) setTab(to);
  }, []);
  return useMemo(() => ({ openId, tab, open, setTab }), [openId, tab, open]);
}
