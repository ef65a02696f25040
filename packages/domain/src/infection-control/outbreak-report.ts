import type { TOutbreakDueCount, TOutbreakReport } from '@carehome/contracts';
import type { BucketOutcome } from '../reporting/on-time.ts';

// What the outbreak report counts, over the covered rooms and the outbreak's period: the cleans by clean
// type and outcome, the audits and their pass rate, the corrective loop's re-cleans and the closing terminal
// cleans. The server reads the facts; this rule alone decides what counts, so screen and print agree.

export interface OutbreakReportFacts {
  /** Cleans of the covered rooms started in the period. */
  cleans: readonly { cleanType: string; status: 'Complete' | 'Incomplete' | 'Declined' }[];
  /** Audits of the covered rooms done in the period; `failed` when an operation failed. */
  audits: readonly { failed: boolean }[];
  /** The 'Audit Re-clean' tasks the covered rooms were given in the period; `endedAt` once a clean ended them. */
  recleans: readonly { endedAt: Date | null }[];
  /** The closing terminal clean tasks the end gave the covered rooms. */
  terminalCleans: readonly { roomNumber: string; cleanType: string | null; endedAt: Date | null }[];
}

export type OutbreakReportCounts = Pick<TOutbreakReport, 'cleans' | 'audits' | 'recleans' | 'terminalCleans'>;

/** Counts an outbreak's facts: the rule of the outbreak report. */
export function outbreakReportCounts(facts: OutbreakReportFacts): OutbreakReportCounts {
  const byType = new Map<string, OutbreakReportCounts['cleans'][number]>();
  for (const clean of facts.cleans) {
    const row = byType.get(clean.cleanType) ?? { cleanType: clean.cleanType, complete: 0, incomplete: 0, declined: 0 };
    if (clean.status === 'Complete') row.complete++;
    else if (clean.status === 'Incomplete') row.incomplete++;
    else row.declined++;
    byType.set(clean.cleanType, row);
  }
  const failed = facts.audits.filter((a) => a.failed).length;
  const count = facts.audits.length;
  const recleansDone = facts.recleans.filter((t) => t.endedAt !== null).length;
  const outstanding = facts.terminalCleans.filter((t) => t.endedAt === null);
  return {
    cleans: [...byType.values()].sort((a, b) => a.cleanType.localeCompare(b.cleanType)),
    audits: { count, passed: count - failed, failed, passRate: count ? (count - failed) / count : null },
    recleans: { asked: facts.recleans.length, done: recleansDone, outstanding: facts.recleans.length - recleansDone },
    terminalCleans: {
      cleanType: facts.terminalCleans[0]?.cleanType ?? null,
      done: facts.terminalCleans.length - outstanding.length,
      outstanding: outstanding.length,
      outstandingRooms: outstanding.map((t) => t.roomNumber).sort((a, b) => a.localeCompare(b, undefined, { numeric: true })),
    },
  };
}

/**
 * The cleans due versus done, per clean type as the reports classify them: the outbreak routines first (what
 * the outbreak asked for), then the others, each group by clean type.
 */
export function outbreakDueRows(
  byCleanType: ReadonlyMap<string, Readonly<Record<BucketOutcome, number>>>,
  outbreakCleanTypes: readonly string[],
): TOutbreakDueCount[] {
  const outbreak = new Set(outbreakCleanTypes.map((c) => c.trim().toLowerCase()));
  return [...byCleanType.entries()]
    .map(([cleanType, t]) => ({ cleanType, outbreakRoutine: outbreak.has(cleanType.trim().toLowerCase()), ...t }))
    .sort((a, b) => Number(b.outbreakRoutine) - Number(a.outbreakRoutine) || a.cleanType.localeCompare(b.cleanType));
}
