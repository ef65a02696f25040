import type { TErrorCode, TResidentImportField, TRoomImportField } from '@carehome/contracts';

// Which field a spreadsheet column fills, from its header: the names people write in the five product
// languages and what common care-home spreadsheets call them. A header is compared without case,
// accents, punctuation or a trailing remark in brackets, so 'Fall Risk?', 'fall-risk' and
// 'Fall risk (Y/N)' all read as 'fall risk'. The resident import and the room import share it.

/** 'Riesgo de caída (S/N)?' → 'riesgo de caida': lower case, no accents, no punctuation, no bracketed remark. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[([（【][^)\]）】]*[)\]）】]/gu, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Header names of each field of a residents file (written naturally; compared normalized). */
export const RESIDENT_COLUMN_NAMES: Record<TResidentImportField, readonly string[]> = {
  residentId: [
    'Resident ID',
    'ResidentID',
    'ID',
    'Resident',
    'Resident number',
    'Resident no',
    'Resident ref',
    'Identifiant',
    'ID résident',
    'N° de résident',
    'Numéro de résident',
    'ID de residente',
    'ID del residente',
    'Residente',
    'Número de residente',
    '住户编号',
    '住戶編號',
    '居民编号',
    '居民編號',
    '住民编号',
    '住民編號',
    '院友编号',
    '院友編號',
  ],
  namePrefix: ['Title', 'Prefix', 'Salutation', 'Titre', 'Civilité', 'Título', 'Tratamiento', '称谓', '稱謂', '称呼', '稱呼'],
  firstName: ['First name', 'Firstname', 'Given name', 'Forename', 'Forenames', 'Prénom', 'Nombre', 'Nombre de pila', '名', '名字'],
  lastName: ['Last name', 'Lastname', 'Surname', 'Family name', 'Nom', 'Nom de famille', 'Apellido', 'Apellidos', '姓', '姓氏'],
  nickName: ['Nickname', 'Nick name', 'Known as', 'Preferred name', 'Surnom', 'Apodo', '昵称', '暱稱'],
  room: [
    'Room',
    'Room number',
    'Room no',
    'Chambre',
    'N° de chambre',
    'Numéro de chambre',
    'Habitación',
    'Número de habitación',
    '房间',
    '房間',
    '房号',
    '房號',
  ],
  arrivalDate: [
    'Arrival date',
    'Arrival',
    'Admission date',
    'Date of admission',
    'Admitted',
    "Date d'arrivée",
    'Arrivée',
    "Date d'admission",
    'Fecha de llegada',
    'Llegada',
    'Fecha de ingreso',
    '入住日期',
  ],
  flags: [
    'Flags',
    'Risk flags',
    'Risks',
    'Alerts',
    'Risques',
    'Indicateurs de risque',
    'Riesgos',
    'Indicadores de riesgo',
    '风险',
    '風險',
    '风险标记',
    '風險標記',
  ],
  fallRisk: [
    'Fall risk',
    'Falls risk',
    'Risk of falls',
    'Falls',
    'Risque de chute',
    'Risque de chutes',
    'Chutes',
    'Riesgo de caída',
    'Riesgo de caídas',
    'Caídas',
    'Caída',
    '跌倒风险',
    '跌倒風險',
    '跌倒',
  ],
  exitSeeking: [
    'Exit seeking',
    'Exit-seeking',
    'Exit seeker',
    'Wandering',
    'Wandering/exit-seeking',
    'Wandering / exit seeking',
    'Elopement risk',
    'Absconding risk',
    'Risque de fugue',
    'Fugue',
    'Errance',
    'Déambulation',
    'Búsqueda de salida',
    'Riesgo de fuga',
    'Fuga',
    'Deambulación',
    '走失风险',
    '走失風險',
    '走失倾向',
    '走失傾向',
    '游走',
    '遊走',
  ],
  sexuallyAbusive: [
    'Sexually abusive',
    'Sexual abuse',
    'Sexually inappropriate',
    'Sexuellement abusif',
    'Comportement sexuel abusif',
    'Comportement sexuel inapproprié',
    'Sexualmente abusivo',
    'Conducta sexual abusiva',
    'Abuso sexual',
    '性骚扰',
    '性騷擾',
    '性骚扰行为',
    '性騷擾行為',
    '性侵犯',
  ],
  verballyAbusive: [
    'Verbally abusive',
    'Verbal abuse',
    'Verbal aggression',
    'Verbalement agressif',
    'Verbalement abusif',
    'Agression verbale',
    'Violence verbale',
    'Verbalmente abusivo',
    'Agresión verbal',
    'Agresividad verbal',
    '言语攻击',
    '言語攻擊',
    '辱骂',
    '辱罵',
  ],
  physicallyAggressive: [
    'Physically aggressive',
    'Physical aggression',
    'Aggressive',
    'Aggression',
    'Physiquement agressif',
    'Agression physique',
    'Agressivité physique',
    'Agressivité',
    'Físicamente agresivo',
    'Agresión física',
    'Agresividad física',
    'Agresivo',
    '身体攻击',
    '身體攻擊',
    '攻击性',
    '攻擊性',
  ],
  // Plain 'Notes' is read before the clean: what staff must know before entering the room.
  preCleanNote: [
    'Pre-clean notes',
    'Pre-clean note',
    'Pre-clean',
    'Notes',
    'Note',
    'Comments',
    'Notes before cleaning',
    'Note avant ménage',
    'Notes avant ménage',
    'Remarques',
    'Nota previa',
    'Notas previas',
    'Notas',
    'Notas antes de la limpieza',
    '清洁前备注',
    '清潔前備註',
    '备注',
    '備註',
  ],
  postCleanNote: [
    'Post-clean notes',
    'Post-clean note',
    'Post-clean',
    'Notes after cleaning',
    'Note après ménage',
    'Notes après ménage',
    'Nota posterior',
    'Notas posteriores',
    'Notas después de la limpieza',
    '清洁后备注',
    '清潔後備註',
  ],
};

/** Header names of each field of a rooms file. */
export const ROOM_COLUMN_NAMES: Record<TRoomImportField, readonly string[]> = {
  area: ['Area', 'Areas', 'Wing', 'Unit', 'Zone', 'Secteur', 'Aile', 'Unité', 'Área', 'Ala', 'Unidad', '区域', '區域', '院区'],
  roomNumber: [
    'Room',
    'Room number',
    'Room no',
    'Number',
    'Chambre',
    'Numéro',
    'N° de chambre',
    'Numéro de chambre',
    'Habitación',
    'Número',
    'Número de habitación',
    '房间',
    '房間',
    '房号',
    '房號',
  ],
  roomType: ['Room type', 'Type', 'Type de chambre', 'Type de pièce', 'Tipo', 'Tipo de habitación', '房间类型', '房間類型'],
  qrCode: ['QR', 'QR code', 'Code QR', 'Código QR', '二维码', 'QR 码', 'QR 碼'],
  description: ['Description', 'Notes', 'Note', 'Descripción', 'Notas', '描述', '说明', '說明'],
};

/**
 * The field each column of a file fills, from its header, or null when no field's name matches
 * ('not used'). A field is given to the first column that names it; a later column with the same name
 * stays unused, so no two columns fill one field.
 */
export function matchColumns<F extends string>(header: readonly string[], names: Readonly<Record<F, readonly string[]>>): (F | null)[] {
  const lookup = new Map<string, F>();
  for (const [field, list] of Object.entries(names) as [F, readonly string[]][]) {
    for (const name of list) if (!lookup.has(normalizeHeader(name))) lookup.set(normalizeHeader(name), field);
  }
  const taken = new Set<F>();
  return header.map((h) => {
    const field = lookup.get(normalizeHeader(h));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/**
 * Checks the columns of a file as mapped (from the headers or as the user chose): one entry per column,
 * no field filled by two columns, and the fields a row needs. Answers the refusal's code, or null.
 */
export function checkColumnMapping<F extends string>(
  header: readonly string[],
  columns: readonly (F | null)[],
  required: readonly F[],
  missingCode: TErrorCode,
): TErrorCode | null {
  if (columns.length !== header.length) return 'import.columns_mismatch';
  const used = columns.filter((c): c is F => c !== null);
  if (new Set(used).size !== used.length) return 'import.column_mapped_twice';
  if (required.some((f) => !used.includes(f))) return missingCode;
  return null;
}

const YES = new Set(['yes', 'y', 'x', '1', 'true', 'oui', 'o', 'vrai', 'si', 's', 'verdadero', '是', '有', '✓', '✔']);
const NO = new Set(['', 'no', 'n', '0', 'false', 'non', 'faux', 'falso', '否', '不是', '无', '無', '没有', '沒有', '-']);

/**
 * A yes/no cell of a flag column: true, false (an empty cell is no), or null when it is not a clear
 * yes or no ('maybe', 'high', '2'), which the import shows on its row instead of guessing.
 */
export function parseYesNo(text: string): boolean | null {
  const value = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[.!]+$/u, '');
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  return null;
}
