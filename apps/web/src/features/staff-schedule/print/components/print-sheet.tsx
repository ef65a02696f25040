import { useTranslation } from 'react-i18next';
import type { PrintRow } from '../model/print-sheets.ts';

const COLUMNS = ['room', 'area', 'residents', 'clean', 'tasks', 'done', 'initials'] as const;

/**
 * One person's printed page: who and which day, what their assignments cover, then a line per room with
 * every resident, the clean due, the tasks, a box to tick and a space for initials.
 */
export function PrintSheet({
  name,
  subtitle,
  absent = false,
  covers = [],
  tasks = [],
  rows,
  staffMemberId,
}: {
  name: string;
  subtitle: string;
  absent?: boolean;
  covers?: string[];
  tasks?: string[];
  rows: PrintRow[];
  staffMemberId: string | null;
}) {
  const { t } = useTranslation('print');
  return (
    <section className="print-sheet" data-testid="print-sheet" data-staff={staffMemberId ?? ''} aria-label={name}>
      <h1>{name}</h1>
      <p className="print-meta">
        {subtitle} · {t('roomCount', { count: rows.length })} {absent ? <span className="print-absent">{t('absent')}</span> : null}
      </p>
      {covers.length || tasks.length ? (
        <dl>
          {covers.length ? (
            <>
              <dt>{t('covers')}</dt>
              <dd data-testid="print-covers">{covers.join('; ')}</dd>
            </>
          ) : null}
          {tasks.length ? (
            <>
              <dt>{t('tasks')}</dt>
              <dd>{tasks.join('; ')}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {rows.length === 0 ? (
        <p>{t('noRooms')}</p>
      ) : (
        <table className="print-table">
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {t(`columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.roomId} data-testid="print-row" data-room={row.roomNumber}>
                <td className="print-room">{row.roomNumber}</td>
                <td className="print-area">{row.area}</td>
                <td className="print-residents">
                  {row.residents.length ? row.residents.map((r) => <div key={r}>{r}</div>) : <em>{t('vacant')}</em>}
                </td>
                <td>{row.clean}</td>
                <td>{row.tasks.join('; ')}</td>
                <td className="print-done">
                  <span className="print-box" aria-hidden />
                </td>
                <td className="print-line" />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="print-signature">
        {t('signature')} <span className="print-sign-line" />
      </p>
    </section>
  );
}
