import { Migration } from '@mikro-orm/migrations';

/**
 * Rules that span tables, which column constraints cannot express, so that no door (GraphQL,
 * REST, a script, psql) can store what the rules forbid; plus the search extensions.
 */
export class Migration20261122140000 extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql('create extension if not exists unaccent;');
    // unaccent() is only STABLE (it reads a dictionary); indexes need an IMMUTABLE wrapper.
    this.addSql(`create or replace function f_unaccent(text) returns text
      language sql immutable parallel safe strict
      as $$ select public.unaccent('public.unaccent'::regdictionary, $1) $$;`);

    this
      .addSql(`create or replace function federa_dojo_provincia_del_pais() returns trigger language plpgsql as $$
      begin
        if not exists (select 1 from provincia p where p.id_provincia = new.cf_provincia and p.cf_pais = new.cf_pais) then
          raise exception 'la provincia % no pertenece al país %', new.cf_provincia, new.cf_pais
            using errcode = '23514', constraint = 'dojo_provincia_del_pais';
        end if;
        return new;
      end $$;`);
    this
      .addSql(`create trigger dojo_provincia_del_pais before insert or update of cf_pais, cf_provincia on dojo
      for each row execute function federa_dojo_provincia_del_pais();`);

    // A member's association is always its dojo's; moving a dojo moves its members with it.
    this
      .addSql(`create or replace function federa_asociado_asoc_del_dojo() returns trigger language plpgsql as $$
      begin
        if not exists (select 1 from dojo d where d.id_dojo = new.cf_dojo and d.cf_asoc = new.cf_asoc) then
          raise exception 'el dojo % no pertenece a la asociación %', new.cf_dojo, new.cf_asoc
            using errcode = '23514', constraint = 'asociado_asoc_del_dojo';
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger asociado_asoc_del_dojo before insert or update of cf_dojo, cf_asoc on asociado
      for each row execute function federa_asociado_asoc_del_dojo();`);
    this
      .addSql(`create or replace function federa_dojo_mueve_asociados() returns trigger language plpgsql as $$
      begin
        update asociado set cf_asoc = new.cf_asoc where cf_dojo = new.id_dojo;
        return new;
      end $$;`);
    this.addSql(`create trigger dojo_mueve_asociados after update of cf_asoc on dojo
      for each row when (old.cf_asoc is distinct from new.cf_asoc) execute function federa_dojo_mueve_asociados();`);

    // A batch records the association its dojo belonged to when it was created.
    this
      .addSql(`create or replace function federa_remesa_asoc_del_dojo() returns trigger language plpgsql as $$
      begin
        if not exists (select 1 from dojo d where d.id_dojo = new.cf_dojo and d.cf_asoc = new.cf_asoc) then
          raise exception 'el dojo % no pertenece a la asociación %', new.cf_dojo, new.cf_asoc
            using errcode = '23514', constraint = 'remesa_asoc_del_dojo';
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger remesa_asoc_del_dojo before insert on remesa
      for each row execute function federa_remesa_asoc_del_dojo();`);

    this
      .addSql(`create or replace function federa_cuota_anio_de_remesa() returns trigger language plpgsql as $$
      begin
        if not exists (select 1 from remesa r where r.id_rem = new.cf_remesa and r.anio = new.anio) then
          raise exception 'el año de la cuota no es el de su remesa'
            using errcode = '23514', constraint = 'cuota_anio_de_remesa';
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger cuota_anio_de_remesa before insert or update of cf_remesa, anio on cuota
      for each row execute function federa_cuota_anio_de_remesa();`);
    this
      .addSql(`create or replace function federa_remesa_anio_en_cuotas() returns trigger language plpgsql as $$
      begin
        update cuota set anio = new.anio where cf_remesa = new.id_rem;
        return new;
      end $$;`);
    this.addSql(`create trigger remesa_anio_en_cuotas after update of anio on remesa
      for each row when (old.anio is distinct from new.anio) execute function federa_remesa_anio_en_cuotas();`);

    this
      .addSql(`create or replace function federa_inscripcion_sesion_del_curso() returns trigger language plpgsql as $$
      begin
        if not exists (
          select 1 from inscripcion i join curso_sesion s on s.cf_curso = i.cf_curso
          where i.id_inscripcion = new.cf_inscripcion and s.id_ses = new.cf_sesion
        ) then
          raise exception 'la sesión no es del curso de la inscripción'
            using errcode = '23514', constraint = 'inscripcion_sesion_del_curso';
        end if;
        return new;
      end $$;`);
    this
      .addSql(`create trigger inscripcion_sesion_del_curso before insert or update of cf_inscripcion, cf_sesion
      on inscripcion_sesion for each row execute function federa_inscripcion_sesion_del_curso();`);

    // A course's dates are those of its first and last session or event.
    this.addSql(`create or replace function federa_curso_fechas() returns trigger language plpgsql as $$
      declare
        ids int[];
      begin
        if tg_op = 'DELETE' then ids := array[old.cf_curso];
        elsif tg_op = 'UPDATE' then ids := array[old.cf_curso, new.cf_curso];
        else ids := array[new.cf_curso];
        end if;
        update curso c set fecha_ini = s.ini, fecha_fin = s.fin
          from (select c2.id_curso, min(cs.fecha) as ini, max(cs.fecha) as fin
                from curso c2 left join curso_sesion cs on cs.cf_curso = c2.id_curso
                where c2.id_curso = any(ids) group by c2.id_curso) s
          where c.id_curso = s.id_curso;
        return null;
      end $$;`);
    this
      .addSql(`create trigger curso_sesion_fechas after insert or update of fecha, cf_curso or delete on curso_sesion
      for each row execute function federa_curso_fechas();`);
  }

  override async down(): Promise<void> {
    for (const [trigger, table] of [
      ['curso_sesion_fechas', 'curso_sesion'],
      ['inscripcion_sesion_del_curso', 'inscripcion_sesion'],
      ['remesa_anio_en_cuotas', 'remesa'],
      ['cuota_anio_de_remesa', 'cuota'],
      ['remesa_asoc_del_dojo', 'remesa'],
      ['dojo_mueve_asociados', 'dojo'],
      ['asociado_asoc_del_dojo', 'asociado'],
      ['dojo_provincia_del_pais', 'dojo'],
    ]) {
      this.addSql(`drop trigger if exists ${trigger} on ${table};`);
    }
    for (const fn of [
      'federa_curso_fechas',
      'federa_inscripcion_sesion_del_curso',
      'federa_remesa_anio_en_cuotas',
      'federa_cuota_anio_de_remesa',
      'federa_remesa_asoc_del_dojo',
      'federa_dojo_mueve_asociados',
      'federa_asociado_asoc_del_dojo',
      'federa_dojo_provincia_del_pais',
    ]) {
      this.addSql(`drop function if exists ${fn}();`);
    }
    this.addSql('drop function if exists f_unaccent(text);');
  }
}
