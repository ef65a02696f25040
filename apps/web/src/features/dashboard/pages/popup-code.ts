import { lazy, useEffect } from 'react';
import { loadResidentSummary } from '../components/start-cleaning.tsx';

/*
 * The history popup (with the room state dialog and the history table), the QR scanner and the
 * Pre-Clean Summary's resident are opened by a tap, never on the first paint: their code is not part of
 * the room board's first load.
 */
const loadHistoryPopup = () => import('../components/history-popup.tsx');
const loadQrScanPopup = () => import('../components/qr-scan-popup.tsx');
export const HistoryPopup = lazy(() => loadHistoryPopup().then((m) => ({ default: m.HistoryPopup })));
export const QrScanPopup = lazy(() => loadQrScanPopup().then((m) => ({ default: m.QrScanPopup })));

/**
 * Loads the popups' code (and the UI library's share they need) at the first touch or key press on the
 * screen once the board is shown, a moment before the tap that opens one. Loaded as soon as the tiles
 * were shown, it lengthened the first screen's busy time on a phone; offline, the service worker has it.
 */
export function usePopupCodeOnFirstTouch(boardShown: boolean): void {
  useEffect(() => {
    if (!boardShown) return;
    const events = ['pointerdown', 'keydown'] as const;
    const stop = () => {
      for (const e of events) window.removeEventListener(e, load, true);
    };
    const load = () => {
      stop();
      void loadHistoryPopup();
      void loadQrScanPopup();
      void loadResidentSummary();
    };
    for (const e of events) window.addEventListener(e, load, { capture: true, passive: true });
    return stop;
  }, [boardShown]);
}
