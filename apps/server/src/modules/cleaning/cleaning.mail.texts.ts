import type { TAuditReport, TAuditStatus, TLanguage, TReportStatus } from '@carehome/contracts';
import type { TileState } from '@carehome/domain';

// The words of the cleaning report and audit report mails in the five product languages (the mail
// itself is built in cleaning.mail.ts). Each recipient reads the mail in their own language; the
// English texts are those the mail always had. Placeholders in braces are filled by the mail.

export type AuditMethod = Extract<
  keyof TAuditReport,
  'directObservationMethod' | 'fluorescentGelMethod' | 'atpSystemMethod' | 'swabCulturesMethod' | 'agarSlideCulturesMethod'
>;

export interface ReportMailTexts {
  title: { report: string; audit: string };
  /** '{title}: room {room}, {cleanType}, {status} ({day})' */
  subject: string;
  /** '{title}: room {room}' */
  heading: string;
  label: {
    site: string;
    room: string;
    roomType: string;
    cleanType: string;
    status: string;
    resident: string;
    residents: string;
    staffMember: string;
    started: string;
    completed: string;
    duration: string;
    auditor: string;
    markingTime: string;
    auditStarted: string;
    auditCompleted: string;
    methods: string;
  };
  unoccupied: string;
  notStaffMember: string;
  auditNotComplete: string;
  noMethod: string;
  methods: Record<AuditMethod, string>;
  status: Record<TReportStatus, string>;
  tile: Record<TileState, string>;
  /** Appended to an optional operation's result. */
  optional: string;
  audit: Record<TAuditStatus, string>;
  comment: {
    housekeeper: string;
    concern: string;
    maintenance: string;
    pestControl: string;
    auditor: string;
    supervisorNote: string;
  };
  column: { group: string; operation: string; result: string; time: string; marking: string };
  marked: string;
  /** Plain text: ' [marked]' after a marked operation. */
  markedNote: string;
  /** Plain text: ' at {time}' after a ticked operation. */
  atTime: string;
  noOperations: string;
  operations: string;
  noneRecorded: string;
  photoOne: string;
  /** '{count} photos attached.' */
  photoMany: string;
  /** Plain text: '{count} photo(s) attached.' */
  photoCount: string;
}

const EN: ReportMailTexts = {
  title: { report: 'Cleaning report', audit: 'Audit report' },
  subject: '{title}: room {room}, {cleanType}, {status} ({day})',
  heading: '{title}: room {room}',
  label: {
    site: 'Site',
    room: 'Room',
    roomType: 'Room type',
    cleanType: 'Clean type',
    status: 'Status',
    resident: 'Resident',
    residents: 'Residents',
    staffMember: 'Staff member',
    started: 'Started',
    completed: 'Completed',
    duration: 'Duration (minutes)',
    auditor: 'Auditor',
    markingTime: 'Marking time',
    auditStarted: 'Audit started',
    auditCompleted: 'Audit completed',
    methods: 'Methods',
  },
  unoccupied: 'Unoccupied',
  notStaffMember: 'Not Staff Member',
  auditNotComplete: 'Not complete (operations not observed)',
  noMethod: 'None',
  methods: {
    directObservationMethod: 'Direct observation',
    fluorescentGelMethod: 'Fluorescent gel',
    atpSystemMethod: 'ATP system',
    swabCulturesMethod: 'Swab cultures',
    agarSlideCulturesMethod: 'Agar slide cultures',
  },
  status: { Initial: 'Initial', Incomplete: 'Incomplete', Complete: 'Complete', Declined: 'Declined' },
  tile: { complete: 'Done', pending: 'Not done', incomplete: 'Skipped', notRequired: 'Not required' },
  optional: ' (optional)',
  audit: { CleanedPass: 'Cleaned Pass', CleanedFailed: 'Cleaned Fail', NotCleanedFailed: 'Not Cleaned Fail', NotObserved: 'Not observed' },
  comment: {
    housekeeper: 'Housekeeper comments',
    concern: 'Resident / family concern',
    maintenance: 'Maintenance',
    pestControl: 'Pest control',
    auditor: 'Auditor comments',
    supervisorNote: 'Supervisor note',
  },
  column: { group: 'Group', operation: 'Operation', result: 'Result', time: 'Time', marking: 'Pre-audit marking' },
  marked: 'Marked',
  markedNote: ' [marked]',
  atTime: ' at {time}',
  noOperations: 'No operations were recorded.',
  operations: 'Operations:',
  noneRecorded: '(none recorded)',
  photoOne: '1 photo attached.',
  photoMany: '{count} photos attached.',
  photoCount: '{count} photo(s) attached.',
};

const FR: ReportMailTexts = {
  title: { report: 'Rapport de nettoyage', audit: 'Rapport d’audit' },
  subject: '{title} : chambre {room}, {cleanType}, {status} ({day})',
  heading: '{title} : chambre {room}',
  label: {
    site: 'Site',
    room: 'Chambre',
    roomType: 'Type de chambre',
    cleanType: 'Type de nettoyage',
    status: 'Statut',
    resident: 'Résident',
    residents: 'Résidents',
    staffMember: 'Membre du personnel',
    started: 'Commencé',
    completed: 'Terminé',
    duration: 'Durée (minutes)',
    auditor: 'Auditeur',
    markingTime: 'Heure du marquage',
    auditStarted: 'Audit commencé',
    auditCompleted: 'Audit terminé',
    methods: 'Méthodes',
  },
  unoccupied: 'Inoccupée',
  notStaffMember: 'Pas un membre du personnel',
  auditNotComplete: 'Non terminé (opérations non observées)',
  noMethod: 'Aucune',
  methods: {
    directObservationMethod: 'Observation directe',
    fluorescentGelMethod: 'Gel fluorescent',
    atpSystemMethod: 'Système ATP',
    swabCulturesMethod: 'Cultures sur écouvillon',
    agarSlideCulturesMethod: 'Cultures sur lame de gélose',
  },
  status: { Initial: 'Initial', Incomplete: 'Incomplet', Complete: 'Terminé', Declined: 'Refusé' },
  tile: { complete: 'Fait', pending: 'Pas fait', incomplete: 'Sauté', notRequired: 'Non requis' },
  optional: ' (facultatif)',
  audit: {
    CleanedPass: 'Nettoyé, conforme',
    CleanedFailed: 'Nettoyé, non conforme',
    NotCleanedFailed: 'Non nettoyé, non conforme',
    NotObserved: 'Non observé',
  },
  comment: {
    housekeeper: 'Commentaires du personnel d’entretien',
    concern: 'Préoccupation du résident ou de la famille',
    maintenance: 'Entretien',
    pestControl: 'Lutte antiparasitaire',
    auditor: 'Commentaires de l’auditeur',
    supervisorNote: 'Note du superviseur',
  },
  column: { group: 'Groupe', operation: 'Opération', result: 'Résultat', time: 'Heure', marking: 'Marquage avant audit' },
  marked: 'Marqué',
  markedNote: ' [marqué]',
  atTime: ' à {time}',
  noOperations: 'Aucune opération n’a été enregistrée.',
  operations: 'Opérations :',
  noneRecorded: '(aucune enregistrée)',
  photoOne: '1 photo jointe.',
  photoMany: '{count} photos jointes.',
  photoCount: '{count} photo(s) jointe(s).',
};

const ES: ReportMailTexts = {
  title: { report: 'Informe de limpieza', audit: 'Informe de auditoría' },
  subject: '{title}: habitación {room}, {cleanType}, {status} ({day})',
  heading: '{title}: habitación {room}',
  label: {
    site: 'Centro',
    room: 'Habitación',
    roomType: 'Tipo de habitación',
    cleanType: 'Tipo de limpieza',
    status: 'Estado',
    resident: 'Residente',
    residents: 'Residentes',
    staffMember: 'Miembro del personal',
    started: 'Inicio',
    completed: 'Fin',
    duration: 'Duración (minutos)',
    auditor: 'Auditor',
    markingTime: 'Hora del marcado',
    auditStarted: 'Inicio de la auditoría',
    auditCompleted: 'Fin de la auditoría',
    methods: 'Métodos',
  },
  unoccupied: 'Desocupada',
  notStaffMember: 'No es miembro del personal',
  auditNotComplete: 'Sin terminar (operaciones no observadas)',
  noMethod: 'Ninguno',
  methods: {
    directObservationMethod: 'Observación directa',
    fluorescentGelMethod: 'Gel fluorescente',
    atpSystemMethod: 'Sistema ATP',
    swabCulturesMethod: 'Cultivos con hisopo',
    agarSlideCulturesMethod: 'Cultivos en placa de agar',
  },
  status: { Initial: 'Inicial', Incomplete: 'Incompleto', Complete: 'Completo', Declined: 'Rechazado' },
  tile: { complete: 'Hecho', pending: 'Sin hacer', incomplete: 'Omitido', notRequired: 'No requerido' },
  optional: ' (opcional)',
  audit: {
    CleanedPass: 'Limpio, aprobado',
    CleanedFailed: 'Limpio, no aprobado',
    NotCleanedFailed: 'No limpio, no aprobado',
    NotObserved: 'No observado',
  },
  comment: {
    housekeeper: 'Comentarios del personal de limpieza',
    concern: 'Inquietud del residente o la familia',
    maintenance: 'Mantenimiento',
    pestControl: 'Control de plagas',
    auditor: 'Comentarios del auditor',
    supervisorNote: 'Nota del supervisor',
  },
  column: { group: 'Grupo', operation: 'Operación', result: 'Resultado', time: 'Hora', marking: 'Marcado previo a la auditoría' },
  marked: 'Marcada',
  markedNote: ' [marcada]',
  atTime: ' a las {time}',
  noOperations: 'No se registró ninguna operación.',
  operations: 'Operaciones:',
  noneRecorded: '(ninguna registrada)',
  photoOne: '1 foto adjunta.',
  photoMany: '{count} fotos adjuntas.',
  photoCount: '{count} foto(s) adjunta(s).',
};

const ZH_HANS: ReportMailTexts = {
  title: { report: '清洁报告', audit: '审核报告' },
  subject: '{title}：房间 {room}，{cleanType}，{status}（{day}）',
  heading: '{title}：房间 {room}',
  label: {
    site: '站点',
    room: '房间',
    roomType: '房间类型',
    cleanType: '清洁类型',
    status: '状态',
    resident: '住户',
    residents: '住户',
    staffMember: '员工',
    started: '开始时间',
    completed: '完成时间',
    duration: '用时（分钟）',
    auditor: '审核员',
    markingTime: '标记时间',
    auditStarted: '审核开始',
    auditCompleted: '审核完成',
    methods: '方法',
  },
  unoccupied: '空置',
  notStaffMember: '非员工',
  auditNotComplete: '未完成（有操作未观察）',
  noMethod: '无',
  methods: {
    directObservationMethod: '直接观察',
    fluorescentGelMethod: '荧光凝胶',
    atpSystemMethod: 'ATP 系统',
    swabCulturesMethod: '拭子培养',
    agarSlideCulturesMethod: '琼脂玻片培养',
  },
  status: { Initial: '初始', Incomplete: '未完成', Complete: '已完成', Declined: '已拒绝' },
  tile: { complete: '已完成', pending: '未做', incomplete: '已跳过', notRequired: '无需执行' },
  optional: '（可选）',
  audit: { CleanedPass: '已清洁，合格', CleanedFailed: '已清洁，不合格', NotCleanedFailed: '未清洁，不合格', NotObserved: '未观察' },
  comment: {
    housekeeper: '保洁员备注',
    concern: '住户或家属关注',
    maintenance: '维修',
    pestControl: '虫害控制',
    auditor: '审核员备注',
    supervisorNote: '主管备注',
  },
  column: { group: '组', operation: '操作', result: '结果', time: '时间', marking: '审核前标记' },
  marked: '已标记',
  markedNote: ' [已标记]',
  atTime: '（{time}）',
  noOperations: '没有记录任何操作。',
  operations: '操作：',
  noneRecorded: '（无记录）',
  photoOne: '附有 1 张照片。',
  photoMany: '附有 {count} 张照片。',
  photoCount: '附有 {count} 张照片。',
};

const ZH_HANT: ReportMailTexts = {
  title: { report: '清潔報告', audit: '審核報告' },
  subject: '{title}：房間 {room}，{cleanType}，{status}（{day}）',
  heading: '{title}：房間 {room}',
  label: {
    site: '站點',
    room: '房間',
    roomType: '房間類型',
    cleanType: '清潔類型',
    status: '狀態',
    resident: '住戶',
    residents: '住戶',
    staffMember: '員工',
    started: '開始時間',
    completed: '完成時間',
    duration: '用時（分鐘）',
    auditor: '審核員',
    markingTime: '標記時間',
    auditStarted: '審核開始',
    auditCompleted: '審核完成',
    methods: '方法',
  },
  unoccupied: '空置',
  notStaffMember: '非員工',
  auditNotComplete: '未完成（有操作未觀察）',
  noMethod: '無',
  methods: {
    directObservationMethod: '直接觀察',
    fluorescentGelMethod: '螢光凝膠',
    atpSystemMethod: 'ATP 系統',
    swabCulturesMethod: '拭子培養',
    agarSlideCulturesMethod: '瓊脂玻片培養',
  },
  status: { Initial: '初始', Incomplete: '未完成', Complete: '已完成', Declined: '已拒絕' },
  tile: { complete: '已完成', pending: '未做', incomplete: '已跳過', notRequired: '無需執行' },
  optional: '（可選）',
  audit: { CleanedPass: '已清潔，合格', CleanedFailed: '已清潔，不合格', NotCleanedFailed: '未清潔，不合格', NotObserved: '未觀察' },
  comment: {
    housekeeper: '清潔員備註',
    concern: '住戶或家屬關注',
    maintenance: '維修',
    pestControl: '蟲害控制',
    auditor: '審核員備註',
    supervisorNote: '主管備註',
  },
  column: { group: '組', operation: '操作', result: '結果', time: '時間', marking: '審核前標記' },
  marked: '已標記',
  markedNote: ' [已標記]',
  atTime: '（{time}）',
  noOperations: '沒有記錄任何操作。',
  operations: '操作：',
  noneRecorded: '（無記錄）',
  photoOne: '附有 1 張照片。',
  photoMany: '附有 {count} 張照片。',
  photoCount: '附有 {count} 張照片。',
};

export const REPORT_MAIL_TEXTS: Record<TLanguage, ReportMailTexts> = { en: EN, fr: FR, es: ES, 'zh-Hans': ZH_HANS, 'zh-Hant': ZH_HANT };

/** Fills '{name}' placeholders. */
export const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (m, k: string) => v[k] ?? m);
