import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { Member } from '../members/member.entity';

/** A message sent from the public contact form. */
@Entity({ tableName: 'mensaje_contacto' })
@Index({
  name: 'mensaje_contacto_email_fecha_index',
  expression:
    'create index "mensaje_contacto_email_fecha_index" on "mensaje_contacto" (lower("email"), "fecha")',
})
@Index({ name: 'mensaje_contacto_ip_fecha_index', properties: ['ipHash', 'createdAt'] })
@Index({
  name: 'mensaje_contacto_no_leido_index',
  expression:
    'create index "mensaje_contacto_no_leido_index" on "mensaje_contacto" ("fecha") where not "leido"',
})
@Index({ name: 'mensaje_contacto_fecha_index', properties: ['createdAt', 'id'] })
@Index({ name: 'mensaje_contacto_cf_asociado_index', properties: ['sender', 'createdAt'] })
@Check({
  name: 'mensaje_contacto_no_vacio',
  expression: "btrim(nombre) <> '' AND btrim(email) <> '' AND btrim(mensaje) <> ''",
})
@Check({ name: 'mensaje_contacto_longitud', expression: 'char_length(mensaje) <= 5000' })
export class ContactMessage {
  @PrimaryKey({ fieldName: 'id' })
  id!: number;

  @Property({ fieldName: 'nombre', length: 100 })
  name!: string;

  @Property({ length: 254 })
  email!: string;

  @Property({ fieldName: 'mensaje', columnType: 'text' })
  message!: string;

  @Property({ fieldName: 'idioma', length: 2, default: 'es' })
  language: string = 'es';

  @Property({ fieldName: 'fecha', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Read by the national administrator. */
  @Property({ fieldName: 'leido', default: false })
  read: boolean = false;

  /** HMAC-SHA-256 of the sender's IP with the server's secret: floods counted, no IP kept. */
  @Property({ fieldName: 'ip_hash', length: 64, nullable: true })
  ipHash: string | null = null;

  /**
   * The member who sent it signed in: the only tie between a message and a member (their export
   * and erasure). An address typed in the form proves nothing, since anyone may give a member
   * record any address; a message sent without a session belongs to no member.
   */
  @ManyToOne(() => Member, { fieldName: 'cf_asociado', nullable: true, deleteRule: 'set null' })
  sender: Member | null = null;
}
