import nodemailer, { type Transporter } from 'nodemailer';
import { translate } from '@federa/schema/i18n';
import type { Lang } from '@federa/schema/i18n/languages';

export type ContactMail = { name: string; email: string; message: string; language: Lang };
type MailSettings = { smtpUrl?: string; mailTo: string; mailFrom: string };

/**
 * A stored contact message, mailed to the federation's secretary when SMTP is configured; the
 * sender's address goes in Reply-To, so that an answer reaches them. Without SMTP the inbox of
 * the application is where messages are read.
 */
export class ContactMailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly settings: MailSettings,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    this.transport = settings.smtpUrl ? nodemailer.createTransport(settings.smtpUrl) : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  /** Resolves whatever happens: a message the server could not mail stays stored and readable. */
  async send(mail: ContactMail): Promise<boolean> {
    if (!this.transport) return false;
    try {
      await this.transport.sendMail({
        from: this.settings.mailFrom,
        to: this.settings.mailTo,
        replyTo: { name: mail.name, address: mail.email },
        subject: translate('es', 'contact.mailSubject', { name: mail.name }),
        text: `${mail.name} <${mail.email}> (${mail.language})\n\n${mail.message}`,
      });
      return true;
    } catch (error) {
      this.log(`[contact] the message of ${mail.email} was stored but not mailed: ${String(error)}`);
      return false;
    }
  }
}
