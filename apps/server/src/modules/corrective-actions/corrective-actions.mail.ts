import type { TAuditFailure, TLanguage } from '@carehome/contracts';
import { type ConfigLanguage, configText } from '@carehome/domain';
import { DateTime } from 'luxon';

// The corrective loop's notices, in the five product languages (as overdue.mail.ts): 'reauditDue' to
// the supervisors who get notifications when a re-clean did the failed operations; 'reauditFailed' to
// the site's FacilityAdministrators when a re-audit fails again and the loop starts its next pass. The
// failed operations' group and item names are the reader's language too (the site configuration's).

export type CorrectiveNotice = 'reauditDue' | 'reauditFailed';

interface Texts {
  subject: Record<CorrectiveNotice, string>;
  intro: Record<CorrectiveNotice, string>;
  failures: string;
  comment: string;
  results: Record<TAuditFailure['auditStatus'], string>;
  footer: string;
}

const TEXTS: Record<TLanguage, Texts> = {
  en: {
    subject: {
      reauditDue: '{site}: room {room} re-cleaned, re-audit due',
      reauditFailed: '{site}: room {room} failed its re-audit (pass {pass})',
    },
    intro: {
      reauditDue:
        'Room {room} of {site} was re-cleaned by {by} at {time} after its failed audit of {failedAt}. It waits for its re-audit: open the room and audit its last cleaning report.',
      reauditFailed:
        'The re-audit of room {room} of {site} by {by} at {time} failed again. A new re-clean (pass {pass}) is asked for; it waits for a re-audit once done.',
    },
    failures: 'Failed operations:',
    comment: 'Auditor comment:',
    results: { CleanedFailed: 'Cleaned Fail', NotCleanedFailed: 'Not Cleaned Fail' },
    footer:
      'You receive this email because you supervise the audits of this site. Staff members can turn email notifications off in their staff record.',
  },
  fr: {
    subject: {
      reauditDue: '{site} : chambre {room} renettoyée, contre-audit à faire',
      reauditFailed: '{site} : chambre {room}, contre-audit non conforme (passage {pass})',
    },
    intro: {
      reauditDue:
        'La chambre {room} de {site} a été renettoyée par {by} à {time} après son audit non conforme du {failedAt}. Elle attend son contre-audit : ouvrez la chambre et auditez son dernier rapport de nettoyage.',
      reauditFailed:
        'Le contre-audit de la chambre {room} de {site} par {by} à {time} est de nouveau non conforme. Un nouveau renettoyage (passage {pass}) est demandé ; il attendra un contre-audit une fois fait.',
    },
    failures: 'Opérations non conformes :',
    comment: 'Commentaire de l’auditeur :',
    results: { CleanedFailed: 'Nettoyé, non conforme', NotCleanedFailed: 'Non nettoyé, non conforme' },
    footer:
      'Vous recevez ce courriel parce que vous supervisez les audits de ce site. Les membres du personnel peuvent désactiver les notifications par courriel dans leur fiche.',
  },
  es: {
    subject: {
      reauditDue: '{site}: habitación {room} relimpiada, reauditoría pendiente',
      reauditFailed: '{site}: la habitación {room} no aprobó su reauditoría (pasada {pass})',
    },
    intro: {
      reauditDue:
        'La habitación {room} de {site} fue relimpiada por {by} a las {time} tras su auditoría no aprobada del {failedAt}. Espera su reauditoría: abra la habitación y audite su último informe de limpieza.',
      reauditFailed:
        'La reauditoría de la habitación {room} de {site} por {by} a las {time} no se aprobó de nuevo. Se pide una nueva relimpieza (pasada {pass}); esperará una reauditoría una vez hecha.',
    },
    failures: 'Operaciones no aprobadas:',
    comment: 'Comentario del auditor:',
    results: { CleanedFailed: 'Limpio, no aprobado', NotCleanedFailed: 'No limpio, no aprobado' },
    footer:
      'Recibe este correo porque supervisa las auditorías de este sitio. El personal puede desactivar las notificaciones por correo en su ficha.',
  },
  'zh-Hans': {
    subject: { reauditDue: '{site}：房间 {room} 已重新清洁，待复审', reauditFailed: '{site}：房间 {room} 复审不合格（第 {pass} 轮）' },
    intro: {
      reauditDue:
        '{site} 的房间 {room} 在 {failedAt} 审核不合格后，已由 {by} 于 {time} 重新清洁，等待复审：请打开该房间并审核其最后一份清洁报告。',
      reauditFailed: '{site} 的房间 {room} 由 {by} 于 {time} 进行的复审再次不合格。已要求新的重新清洁（第 {pass} 轮），完成后等待复审。',
    },
    failures: '不合格的操作：',
    comment: '审核员备注：',
    results: { CleanedFailed: '已清洁，不合格', NotCleanedFailed: '未清洁，不合格' },
    footer: '您收到此邮件是因为您负责本站点的审核。员工可以在自己的员工资料中关闭邮件通知。',
  },
  'zh-Hant': {
    subject: { reauditDue: '{site}：房間 {room} 已重新清潔，待複審', reauditFailed: '{site}：房間 {room} 複審不合格（第 {pass} 輪）' },
    intro: {
      reauditDue:
        '{site} 的房間 {room} 在 {failedAt} 審核不合格後，已由 {by} 於 {time} 重新清潔，等待複審：請打開該房間並審核其最後一份清潔報告。',
      reauditFailed: '{site} 的房間 {room} 由 {by} 於 {time} 進行的複審再次不合格。已要求新的重新清潔（第 {pass} 輪），完成後等待複審。',
    },
    failures: '不合格的操作：',
    comment: '審核員備註：',
    results: { CleanedFailed: '已清潔，不合格', NotCleanedFailed: '未清潔，不合格' },
    footer: '您收到此郵件是因為您負責本站點的審核。員工可以在自己的員工資料中關閉郵件通知。',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);

export interface NoticeFacts {
  site: string;
  timeZone: string;
  room: string;
  pass: number;
  /** Who did the re-clean ('reauditDue') or the re-audit ('reauditFailed'). */
  by: string;
  at: Date;
  failedAt: Date;
  failures: TAuditFailure[];
  comment: string | null;
  /** The site's configuration, whose translations name the groups and items. */
  config?: Partial<ConfigLanguage> | null;
}

/** One notice in one language. */
export function correctiveMail(
  kind: CorrectiveNotice,
  language: TLanguage,
  facts: NoticeFacts,
): { subject: string; text: string; html: string } {
  const t = TEXTS[language];
  const time = (d: Date) => DateTime.fromJSDate(d, { zone: facts.timeZone }).toFormat('MM/dd/yyyy HH:mm');
  const vars = {
    site: facts.site,
    room: facts.room,
    pass: String(facts.pass),
    by: facts.by,
    time: time(facts.at),
    failedAt: time(facts.failedAt),
  };
  const name = (text: string) => configText(facts.config, text, language);
  const lines = facts.failures.map((f) => `${name(f.group)} · ${name(f.item)}: ${t.results[f.auditStatus]}`);
  const intro = fill(t.intro[kind], vars);
  const comment = facts.comment?.trim() ? [t.comment, facts.comment.trim()] : [];
  const text = [intro, '', t.failures, ...lines.map((l) => `- ${l}`), ...(comment.length ? ['', ...comment] : []), '', t.footer].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(t.failures)}</p><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    comment.length ? `<p>${escapeHtml(t.comment)}<br>${escapeHtml(comment[1] as string)}</p>` : '',
    `<p style="color:#555">${escapeHtml(t.footer)}</p>`,
  ].join('');
  return { subject: fill(t.subject[kind], vars), text, html };
}
