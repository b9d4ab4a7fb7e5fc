import type { Outcome, Transport } from '../../support/outcome';
import type { TestServer } from '../../support/test-server';
import { client } from '../../support/world';

export type { Outcome, Transport };

/**
 * The dojo calls through either door, with one answer shape, so that every rule and role test
 * runs over REST and GraphQL alike.
 */
export { TRANSPORTS } from '../../support/world';

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
  const { ask } = client(t, token, lang);

  return {
    list(q: ListQuery = {}): Promise<Outcome<{ rows: Row[]; nRes: number; nTot: number }>> {
      return ask(transport, {
        rest: {
          method: 'GET',
          path: '/dojos/',
          params: q,
          value: (b) => ({ rows: b.res, nRes: b.nRes, nTot: b.nTot }),
        },
        graphql: {
          query: `query ($page: ListInput, $a: Int) {
             dojos(page: $page, associationId: $a) { returned total items { ${FIELDS} } } }`,
          variables: {
            page: { offset: q.ini, limit: q.pag, orderBy: q.orden, filter: q.filtro },
            a: q.idAsoc,
          },
          value: (d) => ({ rows: d.dojos.items.map(fromItem), nRes: d.dojos.returned, nTot: d.dojos.total }),
        },
      });
    },

    position(id: number, q: ListQuery = {}): Promise<Outcome<number>> {
      return ask(transport, {
        rest: { method: 'GET', path: '/dojos/posicion', params: { id, ...q }, value: (b) => b.res.pos },
        graphql: {
          query: `query ($id: Int!, $o: String, $f: String, $a: Int) {
             dojoPosition(id: $id, orderBy: $o, filter: $f, associationId: $a) }`,
          variables: { id, o: q.orden, f: q.filtro, a: q.idAsoc },
          value: (d) => d.dojoPosition,
        },
      });
    },

    ver(id: number): Promise<Outcome<Row>> {
      return ask(transport, {
        rest: { method: 'GET', path: '/dojos/ver', params: { id }, value: (b) => b.res },
        graphql: {
          query: `query ($id: Int!) { dojo(id: $id) { ${FIELDS} } }`,
          variables: { id },
          value: (d) => fromItem(d.dojo),
        },
      });
    },

    /** rep_nombre: the other dojo's id, -1 when free. */
    taken(nombre: string, idAsoc: number, id?: number): Promise<Outcome<number>> {
      return ask(transport, {
        rest: {
          method: 'GET',
          path: '/dojos/rep_nombre',
          params: { nombre, idAsoc, id },
          value: (b) => b.res.idDojo,
        },
        graphql: {
          query: `query ($n: String!, $a: Int!, $id: Int) {
             dojoNameTakenBy(name: $n, associationId: $a, exceptId: $id) }`,
          variables: { n: nombre, a: idAsoc, id },
          value: (d) => d.dojoNameTakenBy ?? -1,
        },
      });
    },

    add(v: DojoValues): Promise<Outcome<number>> {
      return ask(transport, {
        rest: { method: 'POST', path: '/dojos/ins', params: restBody(v), value: (b) => b.res.id },
        graphql: {
          query: `mutation ($input: DojoInput!) { createDojo(input: $input) { id } }`,
          variables: { input: graphqlInput(v) },
          value: (d) => d.createDojo.id,
        },
      });
    },

    edit(id: number, v: DojoValues, extra: { removeLogo?: boolean } = {}): Promise<Outcome<number>> {
      return ask(transport, {
        rest: {
          method: 'POST',
          path: '/dojos/mod',
          params: { id, ...restBody(v), ...(extra.removeLogo && { borrarAvatar: true }) },
          value: (b) => b.res.id,
        },
        graphql: {
          query: `mutation ($id: Int!, $input: DojoInput!) {
             updateDojo(id: $id, input: $input) { id } }`,
          variables: { id, input: { ...graphqlInput(v), ...extra } },
          value: (d) => d.updateDojo.id,
        },
      });
    },

    del(id: number): Promise<Outcome<string>> {
      return ask(transport, {
        rest: { method: 'POST', path: '/dojos/del', params: { id }, value: (b) => b.res.mensaje },
        graphql: {
          query: `mutation ($id: Int!) { deleteDojo(id: $id) { message } }`,
          variables: { id },
          value: (d) => d.deleteDojo.message,
        },
      });
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
