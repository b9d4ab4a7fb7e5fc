import type { ClientBase } from 'pg';

/**
 * How the generator loads a federation quickly into empty tables, inside its one transaction:
 * indexes other than the constraints' are dropped and built once at the end (building an index
 * over sorted data is far cheaper than a million insertions into it), foreign keys are dropped and
 * added back (one join checks them all instead of a lookup per row), and the triggers that would
 * rewrite, check or audit each row are off while the rows arrive. What they do is done instead
 * set-wise: the derived columns are written with each row (members.ts, fees.ts), the member
 * and grade totals are counted once, and the checks run once over the loaded rows. The audit
 * triggers write nothing during the load anyway (federa.sin_auditoria), but each would still
 * turn its row into JSON before finding that out.
 *
 * The tables stay logged: switching them to UNLOGGED and back would write every row to the WAL
 * at SET LOGGED all the same (this server keeps a WAL for replicas), and logged tables that
 * reference them (auditoria, calendario_asociado...) forbid it.
 */

/** Row triggers that are off during the load, per table (see migrations for what each keeps). */
const TRIGGERS_OFF: Record<string, string[]> = {
  asociado: [
    'asociado_busqueda',
    'asociado_asoc_del_dojo',
    'asociado_num_acae_serie',
    'asociado_cuenta_alta',
    'asociado_cuota_ultima_alta',
  ],
  cuota: ['cuota_ultima_insert', 'cuota_anio_de_remesa', 'cuota_cuentas_insert'],
  grado: ['grado_cuenta_alta', 'grado_lugar'],
  asociado_titulo: ['asociado_titulo_cuenta_alta', 'asociado_titulo_lugar'],
  // Its bank reference is written with each row (money.ts), from the same function.
  cargo: ['cargo_referencia'],
};

/** Tables whose indexes are built after the load: the large ones. */
const REINDEXED = [
  'asociado',
  'cuota',
  'grado',
  'asociado_titulo',
  'remesa',
  'cuota_ultima',
  'cargo',
  'cargo_linea',
  'pago',
  'factura',
];

/** Every table the generator fills: their foreign keys and audit triggers are off during the load. */
const LOADED = [
  ...REINDEXED,
  'asociacion',
  'dojo',
  'curso',
  'curso_sesion',
  'inscripcion',
  'inscripcion_sesion',
  'tarifa',
  'factura_contador',
  'acreedor_sepa',
  'mandato',
  'remesa_sepa',
  'adeudo',
  'extracto',
  'extracto_linea',
];

/** The disabled triggers' rules, each as a query for rows that break it. */
const CHECKS: [rule: string, sql: string][] = [
  [
    'asociado_asoc_del_dojo',
    'select 1 from asociado a join dojo d on d.id_dojo = a.cf_dojo where d.cf_asoc <> a.cf_asoc',
  ],
  [
    'asociado_num_acae_serie',
    `select 1 from asociado a join asociacion s on s.id_asoc = a.cf_asoc
     where a.num_acae ~ '^[0-9]{2}[A-Z]' and left(a.num_acae, 3) <> s.serie`,
  ],
  [
    'cuota_cuentas_insert',
    `select 1 from remesa r left join (select cf_remesa, count(*) filter (where tipo = 'A') as ad,
       count(*) filter (where tipo <> 'A') as ni from cuota group by 1) c on c.cf_remesa = r.id_rem
     where (r.num_ad, r.num_ni) is distinct from (coalesce(c.ad, 0), coalesce(c.ni, 0))`,
  ],
  ...['grado', 'asociado_titulo'].map((table): [string, string] => [
    `${table}_lugar`,
    `select 1 from ${table} x join asociado a on a.id_aso = x.cf_asociado
     where (x.lugar_dojo, x.lugar_asoc) is distinct from (a.cf_dojo, a.cf_asoc)`,
  ]),
  [
    'cuota_anio_de_remesa',
    'select 1 from cuota c join remesa r on r.id_rem = c.cf_remesa where r.anio <> c.anio',
  ],
];

export type BulkLoad = {
  finish: (log: (label: string, work: () => Promise<unknown>) => Promise<unknown>) => Promise<void>;
};

/**
 * Prepares the (empty) tables for a load; `finish` restores indexes, foreign keys, triggers, totals
 * and where automatic member numbering goes on.
 */
export async function startBulkLoad(db: ClientBase): Promise<BulkLoad> {
  const { rows: indexes } = await db.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid = any($1::regclass[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
     order by 1`,
    [REINDEXED],
  );
  const { rows: foreignKeys } = await db.query<{ table: string; name: string; definition: string }>(
    `select conrelid::regclass::text as table, quote_ident(conname) as name,
            pg_get_constraintdef(oid) as definition
     from pg_constraint where contype = 'f' and conrelid = any($1::regclass[]) order by 1, 2`,
    [LOADED],
  );
  const { rows: audits } = await db.query<{ table: string; name: string }>(
    `select tgrelid::regclass::text as table, quote_ident(tgname) as name from pg_trigger
     where tgfoid = 'auditar'::regproc and tgenabled <> 'D' and tgrelid = any($1::regclass[]) order by 1, 2`,
    [LOADED],
  );
  const triggers: [table: string, name: string][] = [
    ...Object.entries(TRIGGERS_OFF).flatMap(([table, names]) =>
      names.map((name): [string, string] => [table, name]),
    ),
    ...audits.map((a): [string, string] => [a.table, a.name]),
  ];
  for (const index of indexes) await db.query(`drop index ${index.name}`);
  for (const key of foreignKeys) await db.query(`alter table ${key.table} drop constraint ${key.name}`);
  for (const [table, trigger] of triggers) await db.query(`alter table ${table} disable trigger ${trigger}`);
  return {
    async finish(timed) {
      // For this transaction only: room to sort in memory, and helpers for the large builds.
      await db.query(`set local maintenance_work_mem = '512MB'`);
      await db.query(`set local max_parallel_maintenance_workers = 2`);
      await timed(`indexes (${indexes.length})`, async () => {
        for (const index of indexes) await db.query(index.definition);
      });
      await timed(`foreign keys (${foreignKeys.length})`, async () => {
        for (const key of foreignKeys) {
          await db.query(`alter table ${key.table} add constraint ${key.name} ${key.definition}`);
        }
      });
      await timed('checks', async () => {
        for (const [rule, sql] of CHECKS) {
          const broken = await db.query(`select exists (${sql}) as broken`);
          if (broken.rows[0].broken) throw new Error(`The generated data breaks ${rule}`);
        }
      });
      await timed('member and grade totals', async () => {
        await db.query(`insert into asociado_cuenta (cf_dojo, cf_asoc, tramo, n)
          select cf_dojo, cf_asoc, federa_tramo(num_acae, id_aso), count(*) from asociado group by 1, 2, 3`);
        await db.query(`insert into asociado_tramo (tramo, n)
          select tramo, sum(n) from asociado_cuenta group by 1`);
        // Grades and titles per dojo, the validation list's total (grado_cuenta).
        await db.query(`insert into grado_cuenta (cf_dojo, cf_asoc, n)
          select * from federa_grado_cuenta_contada()`);
        // Automatic numbering goes on after the loaded numbers (member.save-checks nextNumber).
        await db.query(`update asociacion s set ultimo_num_acae = coalesce((
            select max(substr(a.num_acae, 4)::int) from asociado a
            where a.num_acae between s.serie || '0000' and s.serie || '9999'), 0)`);
      });
      for (const [table, trigger] of triggers)
        await db.query(`alter table ${table} enable trigger ${trigger}`);
    },
  };
}
