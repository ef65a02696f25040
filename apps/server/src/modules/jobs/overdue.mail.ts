import type { TLanguage } from '@carehome/contracts';
import { type ConfigLanguage, configText, type OverdueReason } from '@carehome/domain';
import { DateTime } from 'luxon';

// The overdue-rooms notification, in the five product languages (as the password reset mail in
// auth.mail.ts): one mail per language, each recipient in the language of their last sign-in, the
// clean types named in it too (through the site configuration's translations).

interface Texts {
  subject: string;
  intro: string;
  room: string;
  area: string;
  clean: string;
  why: string;
  reasons: Record<OverdueReason, string>;
  footer: string;
}

const TEXTS: Record<TLanguage, Texts> = {
  en: {
    subject: '{site}: overdue rooms ({count})',
    intro: 'These rooms of {site} are overdue at {time}:',
    room: 'Room',
    area: 'Area',
    clean: 'Clean',
    why: 'Why',
    reasons: {
      pastDue: 'Past due',
      missed: 'Missed',
      incomplete: 'Incomplete',
      declined: 'Declined',
      roomState: 'Room state clean not done',
    },
    footer:
      'You receive this email because of the notification schedule in Housekeeping Configuration. Staff members can turn email notifications off in their staff record.',
  },
  fr: {
    subject: '{site} : chambres en retard ({count})',
    intro: 'Ces chambres de {site} sont en retard à {time} :',
    room: 'Chambre',
    area: 'Secteur',
    clean: 'Nettoyage',
    why: 'Motif',
    reasons: {
      pastDue: 'Échéance dépassée',
      missed: 'Manqué',
      incomplete: 'Incomplet',
      declined: 'Refusé',
      roomState: 'Nettoyage de l’état de chambre non fait',
    },
    footer:
      'Vous recevez ce courriel en raison du calendrier de notification de la configuration de l’entretien. Les membres du personnel peuvent désactiver les notifications par courriel dans leur fiche.',
  },
  es: {
    subject: '{site}: habitaciones atrasadas ({count})',
    intro: 'Estas habitaciones de {site} están atrasadas a las {time}:',
    room: 'Habitación',
    area: 'Área',
    clean: 'Limpieza',
    why: 'Motivo',
    reasons: {
      pastDue: 'Vencida',
      missed: 'Omitida',
      incomplete: 'Incompleta',
      declined: 'Rechazada',
      roomState: 'Limpieza del estado de la habitación sin hacer',
    },
    footer:
      'Recibe este correo por el calendario de notificaciones de la configuración de limpieza. El personal puede desactivar las notificaciones por correo en su ficha.',
  },
  'zh-Hans': {
    subject: '{site}：逾期房间（{count}）',
    intro: '{site} 的以下房间在 {time} 已逾期：',
    room: '房间',
    area: '区域',
    clean: '清洁',
    why: '原因',
    reasons: {
      pastDue: '已过期限',
      missed: '已错过',
      incomplete: '未完成',
      declined: '已拒绝',
      roomState: '房间状态要求的清洁未完成',
    },
    footer: '您收到此邮件是因为保洁配置中的通知计划。员工可以在自己的员工资料中关闭邮件通知。',
  },
  'zh-Hant': {
    subject: '{site}：逾期房間（{count}）',
    intro: '{site} 的以下房間在 {time} 已逾期：',
    room: '房間',
    area: '區域',
    clean: '清潔',
    why: '原因',
    reasons: {
      pastDue: '已過期限',
      missed: '已錯過',
      incomplete: '未完成',
      declined: '已拒絕',
      roomState: '房間狀態要求的清潔未完成',
    },
    footer: '您收到此郵件是因為清潔設定中的通知排程。員工可以在自己的員工資料中關閉郵件通知。',
  },
};

export interface OverdueRoom {
  roomNumber: string;
  area: string;
  cleanType: string | null;
  reason: OverdueReason;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);

/** The notification of a run in one language: the site's overdue rooms at `at` (site clock). */
export function overdueMail(
  language: TLanguage,
  facts: { site: string; timeZone: string; at: Date; rooms: OverdueRoom[]; config?: Partial<ConfigLanguage> | null },
): { subject: string; text: string; html: string } {
  const t = TEXTS[language];
  const time = DateTime.fromJSDate(facts.at, { zone: facts.timeZone }).toFormat('MM/dd/yyyy HH:mm');
  const vars = { site: facts.site, count: String(facts.rooms.length), time };
  const rows = facts.rooms.map((r) => [
    r.roomNumber,
    r.area,
    r.cleanType ? configText(facts.config, r.cleanType, language) : '',
    t.reasons[r.reason],
  ]);
  const head = [t.room, t.area, t.clean, t.why];
  const text = [fill(t.intro, vars), '', ...rows.map((r) => `- ${r.filter(Boolean).join(' | ')}`), '', t.footer].join('\n');
  const cell = 'padding:4px 8px;border:1px solid #D0D7DE;text-align:left;';
  const table = `<table style="border-collapse:collapse"><tr>${head.map((h) => `<th style="${cell}">${escapeHtml(h)}</th>`).join('')}</tr>${rows
    .map((r) => `<tr>${r.map((c) => `<td style="${cell}">${escapeHtml(c)}</td>`).join('')}</tr>`)
    .join('')}</table>`;
  const html = `<p>${escapeHtml(fill(t.intro, vars))}</p>${table}<p style="color:#555">${escapeHtml(t.footer)}</p>`;
  return { subject: fill(t.subject, vars), text, html };
}
