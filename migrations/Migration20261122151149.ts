import { Migration } from '@mikro-orm/migrations';

/**
 * Members without a number come last under every order of the member list (issue 3): each order
 * now leads with `(num_acae is null)`, so each column gets one index per direction with that key
 * first (the directions are mixed: a backward scan cannot serve the other one). They carry
 * `num_acae` so that counts (positions) are index-only scans. The plain `(col, id_aso)` indexes
 * no longer match any order and go.
 */
export class Migration20261122151149 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "asociado_apellido_id_index";`);
    this.addSql(`drop index "asociado_fecha_nacimiento_id_index";`);
    this.addSql(`drop index "asociado_mail_id_index";`);
    this.addSql(`drop index "asociado_nombre_id_index";`);
    this.addSql(`drop index "asociado_num_acae_desc_id_index";`);
    this.addSql(`drop index "asociado_num_acae_id_index";`);
    this.addSql(`drop index "asociado_ultima_cuota_id_index";`);

    this.addSql(
      `create index "asociado_numless_ultima_cuota_desc_index" on "asociado" (("num_acae" is null), "ultima_cuota" desc, "id_aso" desc) include ("num_acae");`,
    );
    this.addSql(
      `create index "asociado_numless_ultima_cuota_index" on "asociado" (("num_acae" is null), "ultima_cuota", "id_aso") include ("num_acae");`,
    );
    this.addSql(
      `create index "asociado_numless_fecha_nacimiento_desc_index" on "asociado" (("num_acae" is null), "fecha_nacimiento" desc, "id_aso" desc) include ("num_acae");`,
    );
    this.addSql(
      `create index "asociado_numless_fecha_nacimiento_index" on "asociado" (("num_acae" is null), "fecha_nacimiento", "id_aso") include ("num_acae");`,
    );
    this.addSql(
      `create index "asociado_numless_mail_desc_index" on "asociado" (("num_acae" is null), "mail" desc, "id_aso" desc) include ("num_acae");`,
    );
    this.addSql(
      `create index "asociado_numless_mail_index" on "asociado" (("num_acae" is null), "mail", "id_aso") include ("num_acae");`,
    );
    this.addSql(
      `create index "asociado_numless_apellido_desc_index" on "asociado" (("num_acae" is null), "apellido" desc, "id_aso" desc) include ("num_acae");`,
    );
    this.addSql(
      `create index "asociado_numless_apellido_index" on "asociado" (("num_acae" is null), "apellido", "id_aso") include ("num_acae");`,
    );
    this.addSql(
      `create index "asociado_numless_nombre_desc_index" on "asociado" (("num_acae" is null), "nombre" desc, "id_aso" desc) include ("num_acae");`,
    );
    this.addSql(
      `create index "asociado_numless_nombre_index" on "asociado" (("num_acae" is null), "nombre", "id_aso") include ("num_acae");`,
    );
    this.addSql(
      `create index "asociado_numless_num_acae_desc_index" on "asociado" (("num_acae" is null), "num_acae" desc, "id_aso" desc);`,
    );
    this.addSql(
      `create index "asociado_numless_num_acae_index" on "asociado" (("num_acae" is null), "num_acae", "id_aso");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "asociado_numless_ultima_cuota_desc_index";`);
    this.addSql(`drop index "asociado_numless_ultima_cuota_index";`);
    this.addSql(`drop index "asociado_numless_fecha_nacimiento_desc_index";`);
    this.addSql(`drop index "asociado_numless_fecha_nacimiento_index";`);
    this.addSql(`drop index "asociado_numless_mail_desc_index";`);
    this.addSql(`drop index "asociado_numless_mail_index";`);
    this.addSql(`drop index "asociado_numless_apellido_desc_index";`);
    this.addSql(`drop index "asociado_numless_apellido_index";`);
    this.addSql(`drop index "asociado_numless_nombre_desc_index";`);
    this.addSql(`drop index "asociado_numless_nombre_index";`);
    this.addSql(`drop index "asociado_numless_num_acae_desc_index";`);
    this.addSql(`drop index "asociado_numless_num_acae_index";`);

    this.addSql(`create index "asociado_apellido_id_index" on "asociado" ("apellido", "id_aso");`);
    this.addSql(
      `create index "asociado_fecha_nacimiento_id_index" on "asociado" ("fecha_nacimiento", "id_aso");`,
    );
    this.addSql(`create index "asociado_mail_id_index" on "asociado" ("mail", "id_aso");`);
    this.addSql(`create index "asociado_nombre_id_index" on "asociado" ("nombre", "id_aso");`);
    this.addSql(
      `create index "asociado_num_acae_desc_id_index" on "asociado" ("num_acae" desc nulls last, "id_aso" desc);`,
    );
    this.addSql(
      `create index "asociado_num_acae_id_index" on "asociado" ("num_acae" asc nulls last, "id_aso");`,
    );
    this.addSql(`create index "asociado_ultima_cuota_id_index" on "asociado" ("ultima_cuota", "id_aso");`);
  }
}
