import type { TLanguage } from '@carehome/contracts';

// The clean record PDF's own words in the five product languages; the words every report shares
// (column headings, statuses, audit methods and results) come from the reporting module's catalog.
// '{name}' marks a value filled in by fill().

const en = {
  title: 'Clean record',
  room: 'Room {room}',
  area: 'Area {area}',
  kind: { clean: 'Clean', reclean: 'Re-clean', audit: 'Audit', reaudit: 'Re-audit' },
  auditOpen: 'Audit in progress',
  signedBy: 'declined, signed by {name}',
  none: 'none',
  overdue: 'overdue',
  lastClean: 'Last clean: {value}',
  lastDeepClean: 'Last deep clean ({cleanType}): {value}',
  nextDue: 'Next due: {value}',
  rooms: 'Rooms: {rooms}; next clean overdue now: {overdue}; never deep cleaned: {neverDeep}',
  weekends: 'Weekend days with every room cleaned: {covered} of {total}',
  weekendGaps: 'Weekend gaps: {days}',
  slipped: 'Scheduled cleans that slipped: {late} late, {missed} missed',
  rotation: 'Rotation {cleanType} ({roomType}, every {days} days): {count} of {rooms} rooms not reached this cycle{list}',
};

export type CleanRecordTexts = typeof en;

const es: CleanRecordTexts = {
  title: 'Registro de limpieza',
  room: 'Habitación {room}',
  area: 'Zona {area}',
  kind: { clean: 'Limpieza', reclean: 'Nueva limpieza', audit: 'Auditoría', reaudit: 'Nueva auditoría' },
  auditOpen: 'Auditoría en curso',
  signedBy: 'rechazada, firmada por {name}',
  none: 'ninguna',
  overdue: 'atrasada',
  lastClean: 'Última limpieza: {value}',
  lastDeepClean: 'Última limpieza a fondo ({cleanType}): {value}',
  nextDue: 'Próxima prevista: {value}',
  rooms: 'Habitaciones: {rooms}; próxima limpieza atrasada ahora: {overdue}; nunca limpiadas a fondo: {neverDeep}',
  weekends: 'Días de fin de semana con todas las habitaciones limpias: {covered} de {total}',
  weekendGaps: 'Fines de semana sin limpieza: {days}',
  slipped: 'Limpiezas programadas que se retrasaron: {late} tarde, {missed} omitidas',
  rotation: 'Rotación {cleanType} ({roomType}, cada {days} días): {count} de {rooms} habitaciones sin alcanzar en este ciclo{list}',
};

const fr: CleanRecordTexts = {
  title: 'Registre de nettoyage',
  room: 'Chambre {room}',
  area: 'Zone {area}',
  kind: { clean: 'Nettoyage', reclean: 'Nouveau nettoyage', audit: 'Audit', reaudit: 'Nouvel audit' },
  auditOpen: 'Audit en cours',
  signedBy: 'refusé, signé par {name}',
  none: 'aucun',
  overdue: 'en retard',
  lastClean: 'Dernier nettoyage : {value}',
  lastDeepClean: 'Dernier nettoyage en profondeur ({cleanType}) : {value}',
  nextDue: 'Prochain prévu : {value}',
  rooms: 'Chambres : {rooms} ; prochain nettoyage en retard : {overdue} ; jamais nettoyées en profondeur : {neverDeep}',
  weekends: 'Jours de week-end où toutes les chambres ont été nettoyées : {covered} sur {total}',
  weekendGaps: 'Week-ends sans nettoyage : {days}',
  slipped: 'Nettoyages planifiés qui ont glissé : {late} en retard, {missed} manqués',
  rotation: 'Rotation {cleanType} ({roomType}, tous les {days} jours) : {count} chambres sur {rooms} pas encore atteintes ce cycle{list}',
};

const zhHans: CleanRecordTexts = {
  title: '清洁记录',
  room: '房间 {room}',
  area: '区域 {area}',
  kind: { clean: '清洁', reclean: '重新清洁', audit: '审核', reaudit: '重新审核' },
  auditOpen: '审核进行中',
  signedBy: '已拒绝，签名人 {name}',
  none: '无',
  overdue: '已逾期',
  lastClean: '上次清洁：{value}',
  lastDeepClean: '上次深度清洁（{cleanType}）：{value}',
  nextDue: '下次到期：{value}',
  rooms: '房间：{rooms}；下次清洁已逾期：{overdue}；从未深度清洁：{neverDeep}',
  weekends: '所有房间均已清洁的周末天数：{covered} / {total}',
  weekendGaps: '周末缺口：{days}',
  slipped: '延误的计划清洁：迟到 {late} 次，错过 {missed} 次',
  rotation: '轮换 {cleanType}（{roomType}，每 {days} 天）：本周期 {rooms} 个房间中有 {count} 个未轮到{list}',
};

const zhHant: CleanRecordTexts = {
  title: '清潔紀錄',
  room: '房間 {room}',
  area: '區域 {area}',
  kind: { clean: '清潔', reclean: '重新清潔', audit: '稽核', reaudit: '重新稽核' },
  auditOpen: '稽核進行中',
  signedBy: '已拒絕，簽名人 {name}',
  none: '無',
  overdue: '已逾期',
  lastClean: '上次清潔：{value}',
  lastDeepClean: '上次深度清潔（{cleanType}）：{value}',
  nextDue: '下次到期：{value}',
  rooms: '房間：{rooms}；下次清潔已逾期：{overdue}；從未深度清潔：{neverDeep}',
  weekends: '所有房間皆已清潔的週末天數：{covered} / {total}',
  weekendGaps: '週末缺口：{days}',
  slipped: '延誤的排定清潔：遲到 {late} 次，錯過 {missed} 次',
  rotation: '輪換 {cleanType}（{roomType}，每 {days} 天）：本週期 {rooms} 個房間中有 {count} 個未輪到{list}',
};

export const CLEAN_RECORD_TEXTS: Record<TLanguage, CleanRecordTexts> = { en, es, fr, 'zh-Hans': zhHans, 'zh-Hant': zhHant };
