import type { TLanguage } from '@carehome/contracts';
import { type ConfigLanguage, configText } from '@carehome/domain';

// The words of the site's calendar feed (event titles and descriptions) in the five product languages,
// and the configuration's names (clean types, room types, room states) in the feed's language.

interface FeedTexts {
  unassigned: string;
  assignment: string;
  rooms: string;
  areas: string;
  roomType: string;
  cleanType: string;
  task: string;
  /** A task's title: 'Room {room}: {what}'. */
  roomTask: string;
  /** A clean bucket's description: '{count} room(s); due {due}'. */
  cleanDue: string;
  /** The outstanding task type the product writes ('Clean'). */
  clean: string;
}

const TEXTS: Record<TLanguage, FeedTexts> = {
  en: {
    unassigned: 'Unassigned',
    assignment: 'Assignment',
    rooms: 'Rooms: {value}',
    areas: 'Areas: {value}',
    roomType: 'Room type: {value}',
    cleanType: 'Clean type: {value}',
    task: 'Task: {value}',
    roomTask: 'Room {room}: {what}',
    cleanDue: '{count} room(s); due {due}',
    clean: 'Clean',
  },
  fr: {
    unassigned: 'Non attribué',
    assignment: 'Affectation',
    rooms: 'Chambres : {value}',
    areas: 'Secteurs : {value}',
    roomType: 'Type de chambre : {value}',
    cleanType: 'Type de nettoyage : {value}',
    task: 'Tâche : {value}',
    roomTask: 'Chambre {room} : {what}',
    cleanDue: '{count} chambre(s) ; échéance {due}',
    clean: 'Nettoyage',
  },
  es: {
    unassigned: 'Sin asignar',
    assignment: 'Asignación',
    rooms: 'Habitaciones: {value}',
    areas: 'Áreas: {value}',
    roomType: 'Tipo de habitación: {value}',
    cleanType: 'Tipo de limpieza: {value}',
    task: 'Tarea: {value}',
    roomTask: 'Habitación {room}: {what}',
    cleanDue: '{count} habitación(es); vence {due}',
    clean: 'Limpieza',
  },
  'zh-Hans': {
    unassigned: '未分配',
    assignment: '分配',
    rooms: '房间：{value}',
    areas: '区域：{value}',
    roomType: '房间类型：{value}',
    cleanType: '清洁类型：{value}',
    task: '任务：{value}',
    roomTask: '房间 {room}：{what}',
    cleanDue: '{count} 个房间；截止 {due}',
    clean: '清洁',
  },
  'zh-Hant': {
    unassigned: '未分配',
    assignment: '分配',
    rooms: '房間：{value}',
    areas: '區域：{value}',
    roomType: '房間類型：{value}',
    cleanType: '清潔類型：{value}',
    task: '任務：{value}',
    roomTask: '房間 {room}：{what}',
    cleanDue: '{count} 個房間；截止 {due}',
    clean: '清潔',
  },
};

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);

/** The feed's words in one language: `say(key, values)` fills a text, `name(text)` a configuration name. */
export function feedWords(language: TLanguage, config: Partial<ConfigLanguage> | null | undefined) {
  const t = TEXTS[language];
  return {
    t,
    say: (key: Exclude<keyof FeedTexts, 'unassigned' | 'assignment' | 'clean'>, values: Record<string, string>) => fill(t[key], values),
    name: (text: string) => configText(config, text, language),
    /** A task type as the product writes it ('Clean'), any other as it is. */
    taskType: (type: string) => (type === 'Clean' ? t.clean : type),
  };
}

export type FeedWords = ReturnType<typeof feedWords>;
