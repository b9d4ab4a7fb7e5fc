import type { Locator, Page } from '@playwright/test';

type Lang = 'es' | 'en' | 'fr';

// Labels per language, from schema/i18n/web.*.json.
const TEXT = {
  es: {
    mail: 'Correo electrónico',
    password: 'Contraseña',
    signIn: 'Entrar',
    newPassword: 'Nueva contraseña',
    repeat: 'Repite la contraseña',
    save: 'Guardar contraseña',
  },
  en: {
    mail: 'Email',
    password: 'Password',
    signIn: 'Sign in',
    newPassword: 'New password',
    repeat: 'Repeat the password',
    save: 'Save password',
  },
  fr: {
    mail: 'Adresse e-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    newPassword: 'Nouveau mot de passe',
    repeat: 'Répétez le mot de passe',
    save: 'Enregistrer le mot de passe',
  },
} as const;

/** The sign-in screen of /{lang}/app/*, in both its modes (sign-in and first password). */
export class SignInPage {
  constructor(
    readonly page: Page,
    public lang: Lang = 'es',
  ) {}

  private get text() {
    return TEXT[this.lang];
  }

  async goto(path = `/${this.lang}/app`) {
    await this.page.goto(path);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get mail(): Locator {
    return this.page.getByLabel(this.text.mail, { exact: true });
  }

  get password(): Locator {
    return this.page.getByLabel(this.text.password, { exact: true });
  }

  get newPassword(): Locator {
    return this.page.getByLabel(this.text.newPassword, { exact: true });
  }

  get repeatPassword(): Locator {
    return this.page.getByLabel(this.text.repeat, { exact: true });
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: this.text.signIn });
  }

  get savePassword(): Locator {
    return this.page.getByRole('button', { name: this.text.save });
  }

  /** The form's error line (role=alert). */
  get errorLine(): Locator {
    return this.page.getByRole('alert');
  }

  /** The form's status line (success or information, role=status). */
  get statusLine(): Locator {
    return this.page.getByRole('status');
  }

  get backLink(): Locator {
    return this.page.locator('.back-link a');
  }

  languageLink(lang: Lang): Locator {
    return this.page
      .getByRole('navigation')
      .getByRole('link', { name: new RegExp(`^${lang.toUpperCase()}\\b`) });
  }

  async switchLanguage(lang: Lang) {
    await this.languageLink(lang).click();
    this.lang = lang;
  }

  async signIn(mail: string, password: string) {
    await this.mail.fill(mail);
    await this.password.fill(password);
    await this.submit.click();
  }

  async setFirstPassword(password: string, confirmation = password) {
    await this.newPassword.fill(password);
    await this.repeatPassword.fill(confirmation);
    await this.savePassword.click();
  }
}
