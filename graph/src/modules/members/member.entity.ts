import { Check, Entity, Index, ManyToOne, type Opt, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Association } from '../associations/association.entity';
import { Dojo } from '../dojos/dojo.entity';

/**
 * An index of the member list: numberless last, then `columns`. It carries `num_acae` so that a
 * count (the list's total, a position) reads the index alone, without visiting the table.
 */
function numberlessFirst(name: string, columns: string): string {
  const include = columns.startsWith('"num_acae"') ? '' : ' include ("num_acae")';
  return `create index "${name}" on "asociado" (("num_acae" is null), ${columns})${include}`;
}

/** An asociado: a person registered in a dojo. Also the account that signs in. */
@Entity({ tableName: 'asociado' })
// Search (filtro) is accent- and case-insensitive: one trigram index over the unaccented text
// of every searched column (see `searchText`).
@Index({
  name: 'asociado_busqueda_trgm',
  expression: `create index "asociado_busqueda_trgm" on "asociado" using gin ("busqueda" gin_trgm_ops)`,
})
@Index({ name: 'asociado_dojo_num_acae_index', properties: ['dojo', 'memberNumber'] })
// Reports over grades, titles and enrolments reach the member's place through this index alone.
@Index({
  name: 'asociado_id_lugar_index',
  expression: `create index "asociado_id_lugar_index" on "asociado" ("id_aso") include ("cf_dojo", "cf_asoc")`,
})
// An association's members by number (Migration20261128100000): their numbers share the
// association's code, so they lie together at one end of the federation-wide index.
@Index({
  name: 'asociado_asoc_numless_num_acae_index',
  expression: `create index "asociado_asoc_numless_num_acae_index" on "asociado" ("cf_asoc", ("num_acae" is null), "num_acae", "id_aso")`,
})
@Index({
  name: 'asociado_asoc_numless_num_acae_desc_index',
  expression: `create index "asociado_asoc_numless_num_acae_desc_index" on "asociado" ("cf_asoc", ("num_acae" is null), "num_acae" desc, "id_aso" desc)`,
})
// Every order of the member list walks an index: members without a number last, then the column
// and the id in the chosen direction (see member.list.ts `sortKeys`). The directions are mixed, so
// each column has one index per direction.
@Index({
  name: 'asociado_numless_num_acae_index',
  expression: numberlessFirst('asociado_numless_num_acae_index', '"num_acae", "id_aso"'),
})
@Index({
  name: 'asociado_numless_num_acae_desc_index',
  expression: numberlessFirst('asociado_numless_num_acae_desc_index', '"num_acae" desc, "id_aso" desc'),
})
@Index({
  name: 'asociado_numless_nombre_index',
  expression: numberlessFirst('asociado_numless_nombre_index', '"nombre", "id_aso"'),
})
@Index({
  name: 'asociado_numless_nombre_desc_index',
  expression: numberlessFirst('asociado_numless_nombre_desc_index', '"nombre" desc, "id_aso" desc'),
})
@Index({
  name: 'asociado_numless_apellido_index',
  expression: numberlessFirst('asociado_numless_apellido_index', '"apellido", "id_aso"'),
})
@Index({
  name: 'asociado_numless_apellido_desc_index',
  expression: numberlessFirst('asociado_numless_apellido_desc_index', '"apellido" desc, "id_aso" desc'),
})
@Index({
  name: 'asociado_numless_mail_index',
  expression: numberlessFirst('asociado_numless_mail_index', '"mail", "id_aso"'),
})
@Index({
  name: 'asociado_numless_mail_desc_index',
  expression: numberlessFirst('asociado_numless_mail_desc_index', '"mail" desc, "id_aso" desc'),
})
@Index({
  name: 'asociado_numless_fecha_nacimiento_index',
  expression: numberlessFirst('asociado_numless_fecha_nacimiento_index', '"fecha_nacimiento", "id_aso"'),
})
@Index({
  name: 'asociado_numless_fecha_nacimiento_desc_index',
  expression: numberlessFirst(
    'asociado_numless_fecha_nacimiento_desc_index',
    '"fecha_nacimiento" desc, "id_aso" desc',
  ),
})
@Index({ name: 'asociado_apellido_nombre_index', properties: ['lastName', 'firstName'] })
// The grade validation list sorted by name walks members in this order (grades/grade.list.ts).
@Index({ name: 'asociado_nombre_apellido_index', properties: ['firstName', 'lastName'] })
// Sign-in compares addresses case-insensitively, so uniqueness must too.
@Index({
  name: 'asociado_mail_lower_unique',
  expression: 'create unique index "asociado_mail_lower_unique" on "asociado" (lower("mail"))',
})
@Check({
  name: 'asociado_num_acae_formato',
  expression: "num_acae IS NULL OR num_acae ~ '^[0-9]{2}[A-Z][0-9]{4}$'",
})
@Check({ name: 'asociado_dni_mayusculas', expression: "dni = upper(dni) AND btrim(dni) <> ''" })
@Check({ name: 'asociado_nombre_no_vacio', expression: "btrim(nombre) <> '' AND btrim(apellido) <> ''" })
@Check({ name: 'asociado_fecha_nacimiento_rango', expression: "fecha_nacimiento >= '1900-01-01'::date" })
@Check({
  name: 'asociado_mail_formato',
  expression: "mail IS NULL OR mail ~ '^[^[:space:]@]+@[^[:space:]@]+\\.[^[:space:]@]{2,}$'",
})
@Check({ name: 'asociado_validado_con_clave', expression: 'NOT validado OR psw_hash IS NOT NULL' })
@Check({ name: 'asociado_token_version', expression: 'token_version >= 0' })
export class Member {
  @PrimaryKey({ fieldName: 'id_aso' })
  id!: number;

  /** National identity document, stored upper-case. */
  @Property({ length: 20 })
  dni!: string;

  @Property({ fieldName: 'nombre', length: 50 })
  firstName!: string;

  @Property({ fieldName: 'apellido', length: 50 })
  lastName!: string;

  /** Sign-in name, unique whatever its case. */
  @Property({ length: 50, nullable: true })
  mail?: string | null;

  /** Membership number: association serie + four digits. Old records may lack one. */
  @Property({ fieldName: 'num_acae', length: 15, nullable: true })
  @Unique({ name: 'asociado_num_acae_unique' })
  memberNumber?: string | null;

  @Property({ fieldName: 'fecha_nacimiento', columnType: 'date', type: 'date' })
  birthDate!: string;

  @Property({ fieldName: 'domicilio', length: 150, nullable: true })
  address?: string | null;

  @Property({ fieldName: 'ciudad', length: 50, nullable: true })
  city?: string | null;

  @Property({ fieldName: 'provincia', length: 50, nullable: true })
  province?: string | null;

  @Property({ fieldName: 'telefono', length: 9, nullable: true })
  phone?: string | null;

  @Property({ fieldName: 'obs', length: 250, nullable: true })
  notes?: string | null;

  /** Original role flags; the token may carry them switched off (part 2 §6 toggles). */
  @Property({ fieldName: 'es_admin', default: false })
  isAdmin: boolean = false;

  @Property({ fieldName: 'es_admin_asoc', default: false })
  isAssociationAdmin: boolean = false;

  @Property({ fieldName: 'es_admin_dojo', default: false })
  isDojoAdmin: boolean = false;

  @ManyToOne(() => Dojo, { fieldName: 'cf_dojo', deleteRule: 'restrict' })
  dojo!: Dojo;

  /** Always the dojo's association: a trigger of the second migration enforces it. */
  @ManyToOne(() => Association, { fieldName: 'cf_asoc', deleteRule: 'restrict' })
  @Index({ name: 'asociado_asoc_index' })
  association!: Association;

  @Property({ length: 100, default: 'default.jpg' })
  avatar: string = 'default.jpg';

  /** Secret of the validation link; null once the member has set a password from it. */
  @Property({ fieldName: 'codvalidacion', length: 64, nullable: true })
  validationCode?: string | null;

  @Property({ fieldName: 'validado', default: false })
  validated: boolean = false;

  @Property({ fieldName: 'psw_hash', length: 100, nullable: true, hidden: true, lazy: true })
  passwordHash?: string | null;

  /**
   * The code a membership card's QR carries (issue 13): accepted only by the card check, never
   * where the validation code is, so that a lost card cannot set the member's password.
   */
  @Property({
    fieldName: 'cod_carnet',
    columnType: 'varchar(32)',
    hidden: true,
    lazy: true,
    // As PostgreSQL writes the migration's default back.
    defaultRaw: `replace((gen_random_uuid())::text, '-'::text, ''::text)`,
  })
  cardCode!: Opt<string>;

  /** Raised by a password change, a reset, a role change or a disable: older tokens stop working. */
  @Property({ fieldName: 'token_version', default: 0 })
  tokenVersion: number = 0;

  /**
   * What the list's search (filtro) reads: number, name, surname, mail and dojo name, lower-case
   * and unaccented, kept by triggers (asociado and dojo renames). One column with one trigram
   * index, so that a short word scans one cheap text per member instead of five function calls.
   */
  @Property({ fieldName: 'busqueda', type: 'text', default: '', lazy: true, hidden: true })
  searchText: Opt<string> = '';

  @Property({ fieldName: 'activo', default: true })
  active: boolean = true;

  @Property({ fieldName: 'creado', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
