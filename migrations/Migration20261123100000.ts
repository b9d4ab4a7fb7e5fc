import { Migration } from '@mikro-orm/migrations';

/**
 * Member numbers stay in their association's serie (issue 8): a number set on a member (typed on
 * creation, or given to a member who had none) must start with the serie of the member's
 * association, whatever door or script sets it. Automatic numbering keeps the last number it gave
 * per association (`ultimo_num_acae`), so that a number typed far ahead is stepped over instead
 * of exhausting the serie.
 */
export class Migration20261123100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "asociacion" add column "ultimo_num_acae" int not null default 0;`);
    this.addSql(
      `alter table "asociacion" add constraint asociacion_ultimo_num_acae_rango check (ultimo_num_acae >= 0 AND ultimo_num_acae <= 9999);`,
    );
    // Until now the next number was the highest used plus one: the same start.
    this.addSql(`update asociacion s set ultimo_num_acae = coalesce((
        select max(substr(a.num_acae, 4)::int) from asociado a
        where a.num_acae between s.serie || '0000' and s.serie || '9999'), 0);`);
    this
      .addSql(`create or replace function federa_asociado_num_acae_serie() returns trigger language plpgsql as $$
      begin
        -- A malformed number is left to the format check (asociado_num_acae_formato).
        if new.num_acae ~ '^[0-9]{2}[A-Z]' and (tg_op = 'INSERT' or new.num_acae is distinct from old.num_acae)
           and left(new.num_acae, 3) is distinct from (select s.serie from asociacion s where s.id_asoc = new.cf_asoc) then
          raise exception 'el número % no es de la serie de la asociación %', new.num_acae, new.cf_asoc
            using errcode = '23514', constraint = 'asociado_num_acae_serie';
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger asociado_num_acae_serie before insert or update of num_acae on asociado
      for each row execute function federa_asociado_num_acae_serie();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists asociado_num_acae_serie on asociado;');
    this.addSql('drop function if exists federa_asociado_num_acae_serie();');
    this.addSql(`alter table "asociacion" drop constraint asociacion_ultimo_num_acae_rango;`);
    this.addSql(`alter table "asociacion" drop column "ultimo_num_acae";`);
  }
}
