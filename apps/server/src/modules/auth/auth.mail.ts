import type { TLanguage } from '@carehome/contracts';

interface Texts {
  subject: string;
  intro: string;
  action: string;
  expiry: string;
  ignore: string;
}

const RESET: Record<TLanguage, Texts> = {
  en: {
    subject: 'Reset your password',
    intro: 'We received a request to reset the password of your account.',
    action: 'Open this link to choose a new password:',
    expiry: 'The link works once and expires in 1 hour.',
    ignore: 'If you did not ask for this, you can ignore this email; your password stays as it is.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
    action: 'Ouvrez ce lien pour choisir un nouveau mot de passe :',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 1 heure.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce courriel ; votre mot de passe reste inchangé.',
  },
  es: {
    subject: 'Restablezca su contraseña',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta.',
    action: 'Abra este enlace para elegir una nueva contraseña:',
    expiry: 'El enlace funciona una sola vez y caduca en 1 hora.',
    ignore: 'Si usted no lo solicitó, puede ignorar este correo; su contraseña no cambia.',
  },
  'zh-Hans': {
    subject: '重置您的密码',
    intro: '我们收到了重置您账户密码的请求。',
    action: '请打开以下链接设置新密码：',
    expiry: '该链接仅可使用一次，1 小时后失效。',
    ignore: '如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。',
  },
  'zh-Hant': {
    subject: '重設您的密碼',
    intro: '我們收到了重設您帳戶密碼的請求。',
    action: '請開啟以下連結設定新密碼：',
    expiry: '此連結僅可使用一次，1 小時後失效。',
    ignore: '如果這不是您本人的請求，請忽略此郵件，您的密碼不會改變。',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/** The password reset mail in the requester's language, as text and HTML. */
export function passwordResetMail(language: TLanguage, link: string): { subject: string; text: string; html: string } {
  const t = RESET[language];
  const text = [t.intro, '', t.action, link, '', t.expiry, t.ignore].join('\n');
  const html = `<p>${escapeHtml(t.intro)}</p><p>${escapeHtml(t.action)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(t.expiry)}</p><p>${escapeHtml(t.ignore)}</p>`;
  return { subject: t.subject, text, html };
}

interface InviteTexts {
  subject: string;
  hello: string;
  body: string;
  action: string;
  expiry: string;
}

const INVITE: Record<TLanguage, InviteTexts> = {
  en: {
    subject: 'Your account for Care Home Housekeeping',
    hello: 'Hello {name},',
    body: 'An account has been created for you{org}.',
    action: 'Open this link to choose your password and sign in:',
    expiry: 'The link works once and expires in 7 days.',
  },
  fr: {
    subject: 'Votre compte Care Home Housekeeping',
    hello: 'Bonjour {name},',
    body: 'Un compte a été créé pour vous{org}.',
    action: 'Ouvrez ce lien pour choisir votre mot de passe et vous connecter :',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans 7 jours.',
  },
  es: {
    subject: 'Su cuenta de Care Home Housekeeping',
    hello: 'Hola, {name}:',
    body: 'Se ha creado una cuenta para usted{org}.',
    action: 'Abra este enlace para elegir su contraseña e iniciar sesión:',
    expiry: 'El enlace funciona una sola vez y caduca en 7 días.',
  },
  'zh-Hans': {
    subject: '您的 Care Home Housekeeping 账户',
    hello: '{name}，您好：',
    body: '已为您创建账户{org}。',
    action: '请打开以下链接设置密码并登录：',
    expiry: '该链接仅可使用一次，7 天后失效。',
  },
  'zh-Hant': {
    subject: '您的 Care Home Housekeeping 帳戶',
    hello: '{name}，您好：',
    body: '已為您建立帳戶{org}。',
    action: '請開啟以下連結設定密碼並登入：',
    expiry: '此連結僅可使用一次，7 天後失效。',
  },
};

const ORG_PHRASE: Record<TLanguage, string> = {
  en: ' at {organization}',
  fr: ' chez {organization}',
  es: ' en {organization}',
  'zh-Hans': '（{organization}）',
  'zh-Hant': '（{organization}）',
};

/** The invitation to set a password (new organization administrator, staff member or system user). */
export function invitationMail(
  language: TLanguage,
  v: { link: string; name: string; organization: string | null },
): { subject: string; text: string; html: string } {
  const t = INVITE[language];
  const fill = (s: string) =>
    s.replace('{name}', v.name).replace('{org}', v.organization ? ORG_PHRASE[language].replace('{organization}', v.organization) : '');
  const lines = [fill(t.hello), '', fill(t.body), '', t.action, v.link, '', t.expiry];
  const html = `<p>${escapeHtml(fill(t.hello))}</p><p>${escapeHtml(fill(t.body))}</p><p>${escapeHtml(t.action)}<br><a href="${escapeHtml(v.link)}">${escapeHtml(v.link)}</a></p><p>${escapeHtml(t.expiry)}</p>`;
  return { subject: t.subject, text: lines.join('\n'), html };
}
