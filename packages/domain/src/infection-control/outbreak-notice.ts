import { ACKNOWLEDGEMENT_MESSAGE_MAX, LANGUAGES, type TLanguage, type TTranslations } from '@carehome/contracts';

// The notice staff confirm when an outbreak starts: its fixed words in each of the five languages around
// the area and the reason, which stay as the supervisor wrote them. Written in the starter's language, with
// the other four as translations, so each reader's screen picks their own (decision 0041).

const WORDING: Record<TLanguage, { site: string; notice: (area: string, reason: string) => string }> = {
  en: {
    site: 'the whole site',
    notice: (area, reason) => `Outbreak declared for ${area}: ${reason}. Enhanced cleaning applies until the outbreak is ended.`,
  },
  fr: {
    site: 'tout l’établissement',
    notice: (area, reason) => `Épidémie déclarée pour ${area} : ${reason}. Le nettoyage renforcé s’applique jusqu’à la fin de l’épidémie.`,
  },
  es: {
    site: 'todo el centro',
    notice: (area, reason) => `Brote declarado en ${area}: ${reason}. Se aplica la limpieza reforzada hasta que termine el brote.`,
  },
  'zh-Hans': {
    site: '全院',
    notice: (area, reason) => `${area}已宣布疫情暴发：${reason}。疫情结束前执行强化清洁。`,
  },
  'zh-Hant': {
    site: '全院',
    notice: (area, reason) => `${area}已宣布疫情爆發：${reason}。疫情結束前執行強化清潔。`,
  },
};

/** The notice in one language; `areaPath` null is the whole site. Never longer than an acknowledgement may be. */
export function outbreakNoticeText(areaPath: string | null, reason: string, language: TLanguage): string {
  const words = WORDING[language];
  return words.notice(areaPath ?? words.site, reason).slice(0, ACKNOWLEDGEMENT_MESSAGE_MAX);
}

/** The notice as an acknowledgement stores it: in the starter's language, the other four as translations. */
export function outbreakNotice(
  areaPath: string | null,
  reason: string,
  language: TLanguage,
): { message: string; language: TLanguage; translations: TTranslations } {
  const translations: TTranslations = {};
  for (const other of LANGUAGES) if (other !== language) translations[other] = outbreakNoticeText(areaPath, reason, other);
  return { message: outbreakNoticeText(areaPath, reason, language), language, translations };
}
