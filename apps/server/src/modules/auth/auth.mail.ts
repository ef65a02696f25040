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
