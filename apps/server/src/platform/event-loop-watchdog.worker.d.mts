export interface StallCheck {
  state: 'ok' | 'warn' | 'stalled' | 'recovered';
  blockedMs: number;
}

export interface StallDetector {
  check(now: number, currentBeat: number): StallCheck;
}

export function createStallDetector(limits: { stallMs: number; warnMs: number; pausedMs: number }): StallDetector;
