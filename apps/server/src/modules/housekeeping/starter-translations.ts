import type { TConfigTranslations } from '@carehome/contracts';

// Every name of the starter configuration in the four other languages, so a home whose staff read
// French, Spanish or Chinese sees its own language on the first day (and so does the demo, which is
// built from the starter). A test fails when a starter name lacks one.
type Row = [fr: string, es: string, zhHans: string, zhHant: string];

const ROWS: Record<string, Row> = {
  // Clean types
  Clean: ['Nettoyage', 'Limpieza', '清洁', '清潔'],
  'Deep Clean': ['Nettoyage en profondeur', 'Limpieza a fondo', '深度清洁', '深度清潔'],
  'Discharge Clean': ['Nettoyage après départ', 'Limpieza tras el alta', '出院清洁', '出院清潔'],
  'Isolation Clean': ['Nettoyage d’isolement', 'Limpieza de aislamiento', '隔离清洁', '隔離清潔'],
  'Arrival Clean': ['Nettoyage avant arrivée', 'Limpieza antes del ingreso', '入住前清洁', '入住前清潔'],
  'After-meal Clean': ['Nettoyage après repas', 'Limpieza después de las comidas', '餐后清洁', '餐後清潔'],
  // Room types
  'Resident Room': ['Chambre de résident', 'Habitación de residente', '住客房间', '住客房間'],
  'Common Area': ['Espace commun', 'Zona común', '公共区域', '公共區域'],
  'Dining Room': ['Salle à manger', 'Comedor', '餐厅', '餐廳'],
  // Room states and events
  Isolation: ['Isolement', 'Aislamiento', '隔离', '隔離'],
  Discharged: ['Sorti', 'Dado de alta', '已出院', '已出院'],
  Outbreak: ['Épidémie', 'Brote', '疫情暴发', '疫情爆發'],
  'Resident discharged': ['Résident sorti', 'Residente dado de alta', '住客出院', '住客出院'],
  // Operation groups
  'High-touch surfaces': ['Surfaces fréquemment touchées', 'Superficies de contacto frecuente', '高频接触表面', '高頻接觸表面'],
  Bathroom: ['Salle de bain', 'Baño', '卫生间', '浴室'],
  Floor: ['Sol', 'Suelo', '地面', '地面'],
  Waste: ['Déchets', 'Residuos', '垃圾', '垃圾'],
  'Final check': ['Vérification finale', 'Comprobación final', '最后检查', '最後檢查'],
  'Deep clean': ['Nettoyage en profondeur', 'Limpieza a fondo', '深度清洁', '深度清潔'],
  Surfaces: ['Surfaces', 'Superficies', '表面', '表面'],
  Tables: ['Tables', 'Mesas', '餐桌', '餐桌'],
  // Operation items
  'Bed rails and controls': ['Barrières de lit et télécommandes', 'Barandillas y mandos de la cama', '床栏和控制器', '床欄和控制器'],
  'Call bell': ['Sonnette d’appel', 'Timbre de llamada', '呼叫铃', '呼叫鈴'],
  'Light switches': ['Interrupteurs', 'Interruptores de luz', '电灯开关', '電燈開關'],
  'Door handles': ['Poignées de porte', 'Pomos de las puertas', '门把手', '門把手'],
  'Bedside and over-bed tables': ['Tables de chevet et tables de lit', 'Mesillas y mesas de cama', '床头柜和床上桌', '床頭櫃和床上桌'],
  'Toilet and flush handle': ['Toilettes et chasse d’eau', 'Inodoro y cisterna', '马桶和冲水把手', '馬桶和沖水把手'],
  'Sink and taps': ['Lavabo et robinets', 'Lavabo y grifos', '洗手盆和水龙头', '洗手盆和水龍頭'],
  'Grab bars': ['Barres d’appui', 'Barras de apoyo', '扶手杆', '扶手桿'],
  'Shower and floor drain': ['Douche et siphon de sol', 'Ducha y desagüe', '淋浴间和地漏', '淋浴間和地漏'],
  'Dust mop': ['Balai à poussière', 'Mopa seca', '尘推', '塵推'],
  'Wet mop': ['Lavage du sol', 'Fregar el suelo', '湿拖', '濕拖'],
  'Empty bins and replace liners': [
    'Vider les poubelles et changer les sacs',
    'Vaciar las papeleras y cambiar las bolsas',
    '清空垃圾桶并更换垃圾袋',
    '清空垃圾桶並更換垃圾袋',
  ],
  'Restock soap and paper towels': [
    'Réapprovisionner savon et essuie-mains',
    'Reponer jabón y toallas de papel',
    '补充洗手液和纸巾',
    '補充洗手液和紙巾',
  ],
  'Report maintenance issues': ['Signaler les problèmes d’entretien', 'Informar de averías', '报告维修问题', '報告維修問題'],
  'Move and clean behind furniture': [
    'Déplacer les meubles et nettoyer derrière',
    'Mover los muebles y limpiar detrás',
    '移开家具并清洁后方',
    '移開傢俱並清潔後方',
  ],
  'Wash walls and skirting': ['Laver les murs et les plinthes', 'Lavar paredes y zócalos', '清洗墙面和踢脚线', '清洗牆面和踢腳線'],
  'Clean vents and light fittings': [
    'Nettoyer les grilles d’aération et les luminaires',
    'Limpiar rejillas de ventilación y lámparas',
    '清洁通风口和灯具',
    '清潔通風口和燈具',
  ],
  'Clean windows and sills': ['Nettoyer les fenêtres et les rebords', 'Limpiar ventanas y alféizares', '清洁窗户和窗台', '清潔窗戶和窗台'],
  'Launder curtains': ['Laver les rideaux', 'Lavar las cortinas', '清洗窗帘', '清洗窗簾'],
  'Tables and chairs': ['Tables et chaises', 'Mesas y sillas', '桌椅', '桌椅'],
  Handrails: ['Mains courantes', 'Pasamanos', '扶手', '扶手'],
  'Door handles and switches': ['Poignées de porte et interrupteurs', 'Pomos e interruptores', '门把手和开关', '門把手和開關'],
  'Vacuum or dust mop': ['Aspirateur ou balai à poussière', 'Aspirar o pasar la mopa', '吸尘或尘推', '吸塵或塵推'],
  'Shared equipment': ['Équipements partagés', 'Equipos compartidos', '共用设备', '共用設備'],
  'Wet mop with disinfectant': ['Lavage du sol au désinfectant', 'Fregar con desinfectante', '用消毒剂湿拖', '用消毒劑濕拖'],
  'Empty bins': ['Vider les poubelles', 'Vaciar las papeleras', '清空垃圾桶', '清空垃圾桶'],
  'Clear and sanitise tables': [
    'Débarrasser et désinfecter les tables',
    'Recoger y desinfectar las mesas',
    '清理并消毒餐桌',
    '清理並消毒餐桌',
  ],
  'Wipe chairs': ['Essuyer les chaises', 'Limpiar las sillas', '擦拭椅子', '擦拭椅子'],
  Sweep: ['Balayer', 'Barrer', '扫地', '掃地'],
};

/** The starter configuration's translations, a fresh copy each time (a site's document is its own). */
export function starterTranslations(): TConfigTranslations {
  return Object.fromEntries(
    Object.entries(ROWS).map(([name, [fr, es, zhHans, zhHant]]) => [name, { fr, es, 'zh-Hans': zhHans, 'zh-Hant': zhHant }]),
  );
}
