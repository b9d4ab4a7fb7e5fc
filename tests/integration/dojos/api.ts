import { doors, fromGraphql, fromRest, type Outcome, type Transport } from '../../support/outcome';
import type { TestServer } from '../../support/test-server';

export type { Outcome, Transport };

/**
 * The dojo calls through either door, with one answer shape, so that every rule and role test
 * runs over REST and GraphQL alike.
 */
export const TRANSPORTS: Transport[] = ['rest', 'graphql'];

const GRAPHQL_NAMES: Record<string, string> = {
  nombre: 'name',
  ciudad: 'city',
  idAsoc: 'associationId',
  pais: 'country',
  provincia: 'province',
  direccion: 'address',
  telfcont: 'phone',
  persocont: 'contactPerson',
  correoE: 'email',
  horario: 'schedule',
  avatar: 'logo',
};

/** A field error names the field of its door: REST's legacy name, or DojoInput's. */
export const fieldName = (transport: Transport, rest: string) =>
  transport === 'rest' ? rest : (GRAPHQL_NAMES[rest] ?? rest);

/** A save under the form's names (§2); REST sends them with the body names of §7. */
export type DojoValues = {
  nombre?: string;
  ciudad?: string;
  idAsoc?: number | null;
  pais?: string;
  provincia?: string;
  web?: string | null;
  maps?: string | null;
  direccion?: string | null;
  telfcont?: string | null;
  persocont?: string | null;
  correoE?: string | null;
  horario?: string | null;
  avatar?: string | null;
  visible?: boolean;
};
export type ListQuery = { ini?: number; pag?: number; orden?: string; filtro?: string; idAsoc?: number };

/** REST rows and GraphQL items in one shape (the REST names). */
export type Row = {
  idDojo: number;
  nombre: string;
  ciudad: string;
  cfAsoc: number;
  asoc?: string;
  numAsoc: number;
  pais: string;
  provincia: string;
  web: string | null;
  maps: string | null;
  direccion: string | null;
  telfcont: string | null;
  persocont: string | null;
  correoE: string | null;
  horario: string | null;
  avatar: string | null;
  visible: boolean;
};

const FIELDS = `id name city associationId association { name } memberCount country province web maps
  address phone contactPerson email schedule logo visible`;

const fromItem = (i: any): Row => ({
  idDojo: i.id,
  nombre: i.name,
  ciudad: i.city,
  cfAsoc: i.associationId,
  asoc: i.association.name,
  numAsoc: i.memberCount,
  pais: i.country,
  provincia: i.province,
  web: i.web,
  maps: i.maps,
  direccion: i.address,
  telfcont: i.phone,
  persocont: i.contactPerson,
  correoE: i.email,
  horario: i.schedule,
  avatar: i.logo,
  visible: i.visible,
});

const restBody = (v: DojoValues) => ({
  nombre: v.nombre,
  ciudad: v.ciudad,
  idAsoc: v.idAsoc,
  Pais: v.pais,
  Provincia: v.provincia,
  Web: v.web,
  Maps: v.maps,
  Direccion: v.direccion,
  TelfCont: v.telfcont,
  PersoCont: v.persocont,
  CorreoE: v.correoE,
  Horario: v.horario,
  avatar: v.avatar,
  visible: v.visible,
});

const graphqlInput = (v: DojoValues) => ({
  name: v.nombre ?? '',
  city: v.ciudad ?? '',
  associationId: v.idAsoc,
  country: v.pais ?? '',
  province: v.provincia ?? '',
  web: v.web,
  maps: v.maps,
  address: v.direccion,
  phone: v.telfcont,
  contactPerson: v.persocont,
  email: v.correoE,
  schedule: v.horario,
  logo: v.avatar,
  visible: v.visible,
});

export function dojoApi(t: TestServer, transport: Transport, token?: string, lang = 'es') {
  const { rest, gql } = doors(t, token, lang);

  return {
    async list(q: ListQuery = {}): Promise<Outcome<{ rows: Row[]; nRes: number; nTot: number }>> {
      if (transport === 'rest') {
        const answer = await rest('GET', '/dojos/', q);
        return fromRest(answer.body, (b) => ({ rows: b.res, nRes: b.nRes, nTot: b.nTot }));
      }
      const page = { offset: q.ini, limit: q.pag, orderBy: q.orden, filter: q.filtro };
      const answer = await gql(
        `query ($page: ListInput, $a: Int) {
           dojos(page: $page, associationId: $a) { returned total items { ${FIELDS} } } }`,
        { page, a: q.idAsoc },
      );
      return fromGraphql(answer, (d) => ({
        rows: d.dojos.items.map(fromItem),
        nRes: d.dojos.returned,
        nTot: d.dojos.total,
      }));
    },

    async position(id: number, q: ListQuery = {}): Promise<Outcome<number>> {
      if (transport === 'rest') {
        const answer = await rest('GET', '/dojos/posicion', { id, ...q });
        return fromRest(answer.body, (b) => b.res.pos);
      }
      const answer = await gql(
        `query ($id: Int!, $o: String, $f: String, $a: Int) {
           dojoPosition(id: $id, orderBy: $o, filter: $f, associationId: $a) }`,
        { id, o: q.orden, f: q.filtro, a: q.idAsoc },
      );
      return fromGraphql(answer, (d) => d.dojoPosition);
    },

    async ver(id: number): Promise<Outcome<Row>> {
      if (transport === 'rest') {
        const answer = await rest('GET', '/dojos/ver', { id });
        return fromRest(answer.body, (b) => b.res);
      }
      const answer = await gql(`query ($id: Int!) { dojo(id: $id) { ${FIELDS} } }`, {
        id,
      });
      return fromGraphql(answer, (d) => fromItem(d.dojo));
    },

    /** rep_nombre: the other dojo's id, -1 when free. */
    async taken(nombre: string, idAsoc: number, id?: number): Promise<Outcome<number>> {
      if (transport === 'rest') {
        const answer = await rest('GET', '/dojos/rep_nombre', { nombre, idAsoc, id });
        return fromRest(answer.body, (b) => b.res.idDojo);
      }
      const answer = await gql(
        `query ($n: String!, $a: Int!, $id: Int) {
           dojoNameTakenBy(name: $n, associationId: $a, exceptId: $id) }`,
        { n: nombre, a: idAsoc, id },
      );
      return fromGraphql(answer, (d) => d.dojoNameTakenBy ?? -1);
    },

    async add(v: DojoValues): Promise<Outcome<number>> {
      if (transport === 'rest') {
        const answer = await rest('POST', '/dojos/ins', restBody(v));
        return fromRest(answer.body, (b) => b.res.id);
      }
      const answer = await gql(`mutation ($input: DojoInput!) { createDojo(input: $input) { id } }`, {
        input: graphqlInput(v),
      });
      return fromGraphql(answer, (d) => d.createDojo.id);
    },

    async edit(id: number, v: DojoValues, extra: { removeLogo?: boolean } = {}): Promise<Outcome<number>> {
      if (transport === 'rest') {
        const answer = await rest('POST', '/dojos/mod', {
          id,
          ...restBody(v),
          ...(extra.removeLogo && { borrarAvatar: true }),
        });
        return fromRest(answer.body, (b) => b.res.id);
      }
      const answer = await gql(
        `mutation ($id: Int!, $input: DojoInput!) {
           updateDojo(id: $id, input: $input) { id } }`,
        { id, input: { ...graphqlInput(v), ...extra } },
      );
      return fromGraphql(answer, (d) => d.updateDojo.id);
    },

    async del(id: number): Promise<Outcome<string>> {
      if (transport === 'rest') {
        const answer = await rest('POST', '/dojos/del', { id });
        return fromRest(answer.body, (b) => b.res.mensaje);
      }
      const answer = await gql(`mutation ($id: Int!) { deleteDojo(id: $id) { message } }`, { id });
      return fromGraphql(answer, (d) => d.deleteDojo.message);
    },
  };
}

export type DojoApi = ReturnType<typeof dojoApi>;

/** A valid new dojo of association 1 with a unique name, so that tests in one file never collide. */
let counter = 0;
export function freshDojo(overrides: DojoValues = {}): DojoValues {
  counter += 1;
  return {
    nombre: `Dojo de prueba ${counter} ${Date.now()}`,
    ciudad: 'Madrid',
    idAsoc: 1,
    pais: 'ES',
    provincia: '28',
    web: 'https://dojo.example',
    maps: 'https://maps.example/dojo',
    direccion: 'Calle Mayor, 1',
    telfcont: '600111222',
    persocont: 'Ana Pérez',
    correoE: 'dojo@example.com',
    horario: 'Lunes 19:00-21:00',
    visible: true,
    ...overrides,
  };
}

/** The dojo table's row as stored, to prove that a refusal wrote nothing. */
export async function storedDojo(t: TestServer, id: number) {
  const [row] = await t.sql('select * from dojo where id_dojo = $1', [id]);
  return row;
}

export async function dojoCount(t: TestServer): Promise<number> {
  return (await t.sql('select count(*)::int as n from dojo'))[0].n;
}
