import crypto from 'node:crypto';
import { contactErrors } from '@federa/schema/validation/contact';
import { requireCaller, type RequestContext } from '../common/caller';
import { addressKey } from '../common/client-address';
import { DomainError } from '../common/domain-error';
import { parseList, type ListRequest } from '../common/list/request';
import type { EntityManager } from '@mikro-orm/postgresql';
import { first, run, sql, type Sql } from '../common/sql';
import type { ContactMailer } from './contact.mailer';

export type ContactDraft = {
  name?: string | null;
  email?: string | null;
  message?: string | null;
  trap?: string | null;
};
export type ContactLimits = { perAddressPerHour: number; perIpPerHour: number };
/** What the contact form reads of the configuration (its limits and mail; the server's secret). */
export type ContactSettings = {
  contact: ContactLimits & { smtpUrl?: string; mailTo: string; mailFrom: string };
  jwt: { secret: string };
};
export type ContactMessageView = {
  id: number;
  name: string;
  email: string;
  message: string;
  language: string;
  createdAt: Date;
  read: boolean;
};

/** A row of mensaje_contacto as the inbox reads it. */
type ContactRow = {
  id: number;
  nombre: string;
  email: string;
  mensaje: string;
  idioma: string;
  fecha: Date;
  leido: boolean;
};
const CONTACT_COLUMNS = sql`id, nombre, email, mensaje, idioma, fecha, leido`;

const INBOX_LIST = {
  columns: { fecha: true },
  defaultOrder: 'fecha DESC',
  pageSizes: [15, 50, 100],
} as const;
const HOUR_SECONDS = 3600;

/**
 * The public contact form (part 3 §2, §5) and the national administrator's inbox of its messages.
 * Messages are the federation's, so only the global administrator reads them.
 */
export class ContactService {
  constructor(
    private readonly limits: ContactLimits,
    private readonly secret: string,
    private readonly mailer: ContactMailer,
  ) {}

  /**
   * Checks, stores and (when SMTP is set) mails a message. A filled trap field is a robot's: it
   * is answered as a success, so the robot learns nothing, and nothing is kept or sent. The flood
   * limits are counted under an advisory lock per address and per IP, so two messages sent at
   * once cannot both pass the last free place. Sent with a session, the message is the signed-in
   * member's (their export and erasure reach it); without one it is nobody's, whatever address it
   * gives.
   */
  async send(ctx: RequestContext, draft: ContactDraft): Promise<void> {
    const errors = contactErrors(draft);
    if (errors.length) throw DomainError.invalid(errors);
    if (draft.trap) return;
    const name = draft.name!.trim();
    const email = draft.email!.trim();
    const message = draft.message!.trim();
    // Counted by network as sign-in counts: one IPv6 subscriber holds a whole /64.
    const ipHash = crypto
      .createHmac('sha256', this.secret)
      .update(`contact:${addressKey(ctx.ip)}`)
      .digest('hex');
    await ctx.em.transactional(async (tx) => {
      await run(
        tx,
        sql`select pg_advisory_xact_lock(hashtextextended(${`contact:${email.toLowerCase()}`}, 0)),
                   pg_advisory_xact_lock(hashtextextended(${`contact-ip:${ipHash}`}, 0))`,
      );
      const recent = await first<{ by_address: number; by_ip: number }>(
        tx,
        sql`select
              (select count(*)::int from mensaje_contacto where lower(email) = ${email.toLowerCase()}
                 and fecha > now() - make_interval(secs => ${HOUR_SECONDS})) as by_address,
              (select count(*)::int from mensaje_contacto where ip_hash = ${ipHash}
                 and fecha > now() - make_interval(secs => ${HOUR_SECONDS})) as by_ip`,
      );
      if (recent!.by_address >= this.limits.perAddressPerHour || recent!.by_ip >= this.limits.perIpPerHour)
        throw new DomainError('TOO_MANY_REQUESTS', 'contact.tooMany', { retryAfterSeconds: HOUR_SECONDS });
      await run(
        tx,
        sql`insert into mensaje_contacto (nombre, email, mensaje, idioma, ip_hash, cf_asociado)
            values (${name}, ${email}, ${message}, ${ctx.lang}, ${ipHash}, ${ctx.caller?.memberId ?? null})`,
      );
    });
    // After the commit: a slow or failing mail server never loses or delays the stored message.
    void this.mailer.send({ name, email, message, language: ctx.lang });
  }

  async inbox(ctx: RequestContext, request: ListRequest, unreadOnly = false) {
    this.requireAdmin(ctx);
    const parsed = parseList(INBOX_LIST, { offset: request.offset, limit: request.limit });
    const where = unreadOnly ? sql`where not leido` : sql``;
    const total = await countMessages(ctx.em, where);
    const rows = await run<ContactRow>(
      ctx.em,
      sql`select ${CONTACT_COLUMNS} from mensaje_contacto ${where}
          order by fecha desc, id desc offset ${parsed.offset} limit ${parsed.limit!}`,
    );
    const items = rows.map(viewOf);
    return { items, returned: items.length, total };
  }

  async markRead(ctx: RequestContext, id: number, read: boolean): Promise<ContactMessageView> {
    this.requireAdmin(ctx);
    const [row] = await run<ContactRow>(
      ctx.em,
      sql`update mensaje_contacto set leido = ${read} where id = ${id}
          returning ${CONTACT_COLUMNS}`,
    );
    if (!row) throw DomainError.notFound('contact.notFound');
    return viewOf(row);
  }

  /** The sidebar's badge: unread messages, for the national administrator; 0 for anyone else. */
  async countUnread(ctx: RequestContext): Promise<number> {
    if (!requireCaller(ctx).roles.admin) return 0;
    return countMessages(ctx.em, sql`where not leido`);
  }

  private requireAdmin(ctx: RequestContext): void {
    if (!requireCaller(ctx).roles.admin) throw DomainError.forbidden();
  }
}

async function countMessages(em: EntityManager, where: Sql): Promise<number> {
  const row = await first<{ n: number }>(em, sql`select count(*)::int as n from mensaje_contacto ${where}`);
  return row!.n;
}

function viewOf(row: ContactRow): ContactMessageView {
  return {
    id: row.id,
    name: row.nombre,
    email: row.email,
    message: row.mensaje,
    language: row.idioma,
    createdAt: new Date(row.fecha),
    read: row.leido,
  };
}
