import { Migration } from '@mikro-orm/migrations';

export class Migration20261122140719 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "asociado_asoc_index" on "asociado" ("cf_asoc");`);

    this.addSql(`create index "grado_validador_index" on "grado" ("cf_validador");`);

    this.addSql(`create index "remesa_val_dojo_index" on "remesa" ("cf_asoc_val_dojo");`);
    this.addSql(`create index "remesa_val_asoc_index" on "remesa" ("cf_asoc_val_asoc");`);
    this.addSql(`create index "remesa_val_admi_index" on "remesa" ("cf_asoc_val_admi");`);

    this.addSql(`create index "curso_val_admi_index" on "curso" ("cf_val_admi");`);
    this.addSql(`create index "curso_val_dojo_index" on "curso" ("cf_val_dojo");`);

    this.addSql(`create index "plantilla_autor_index" on "plantilla" ("cf_autor");`);

    this.addSql(`create index "asociado_titulo_validador_index" on "asociado_titulo" ("cf_validador");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "asociado_asoc_index";`);

    this.addSql(`drop index "asociado_titulo_validador_index";`);

    this.addSql(`drop index "curso_val_admi_index";`);
    this.addSql(`drop index "curso_val_dojo_index";`);

    this.addSql(`drop index "grado_validador_index";`);

    this.addSql(`drop index "plantilla_autor_index";`);

    this.addSql(`drop index "remesa_val_dojo_index";`);
    this.addSql(`drop index "remesa_val_asoc_index";`);
    this.addSql(`drop index "remesa_val_admi_index";`);
  }
}
