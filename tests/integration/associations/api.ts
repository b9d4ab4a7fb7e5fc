import type { Outcome, Transport } from '../../support/outcome';
import type { TestServer } from '../../support/test-server';
import { client } from '../../support/world';

export type { Outcome, Transport };

/**
 * The association calls through either door, with one answer shape, so that every rule and role
 * test runs over REST and GraphQL alike.
 */
export type AssociationValues = { nombre?: string; zona?: string | null; serie?: string };
export type ListQuery = { ini?: number; pag?: number; orden?: string; filtro?: string };

const FIELDS = 'id name zone series dojoCount';

/** REST rows and GraphQL items in one shape (the REST field names). */
type Row = { idAsoc: number; nombre: string; zona: string | null; serie: string; numDoj?: number };
const fromItem = (i: any): Row => ({
  idAsoc: i.id,
  nombre: i.name,
  zona: i.zone,
  serie: i.series,
  numDoj: i.dojoCount,
});

export function associationApi(t: TestServer, transport: Transport, token?: string, lang = 'es') {
  const { ask } = client(t, token, lang);
  const input = (v: AssociationValues) => ({ name: v.nombre, zone: v.zona, series: v.serie });

  return {
    list(q: ListQuery = {}): Promise<Outcome<{ rows: Row[]; nRes: number; nTot: number }>> {
      return ask(transport, {
        rest: {
          method: 'GET',
          path: '/asocs/',
          params: q,
          value: (b) => ({ rows: b.res, nRes: b.nRes, nTot: b.nTot }),
        },
        graphql: {
          query: `query ($page: ListInput) { associations(page: $page) {
             returned total items { ${FIELDS} } } }`,
          variables: { page: { offset: q.ini, limit: q.pag, orderBy: q.orden, filter: q.filtro } },
          value: (d) => ({
            rows: d.associations.items.map(fromItem),
            nRes: d.associations.returned,
            nTot: d.associations.total,
          }),
        },
      });
    },

    position(id: number, orden?: string, filtro?: string): Promise<Outcome<number>> {
      return ask(transport, {
        rest: {
          method: 'GET',
          path: '/asocs/posicion',
          params: { id, orden, filtro },
          value: (b) => b.res.pos,
        },
        graphql: {
          query: `query ($id: Int!, $o: String, $f: String) {
             associationPosition(id: $id, orderBy: $o, filter: $f) }`,
          variables: { id, o: orden, f: filtro },
          value: (d) => d.associationPosition,
        },
      });
    },

    ver(id: number): Promise<Outcome<Row | null>> {
      return ask(transport, {
        rest: { method: 'GET', path: '/asocs/ver', params: { id }, value: (b) => b.res },
        graphql: {
          query: `query ($id: Int!) { association(id: $id) { id name zone series } }`,
          variables: { id },
          value: (d) => d.association && fromItem(d.association),
        },
      });
    },

    /** rep_nombre / rep_serie: the other association's id, -1 when free. */
    taken(kind: 'nombre' | 'serie', value: string, id?: number): Promise<Outcome<number>> {
      return ask(transport, {
        rest: {
          method: 'GET',
          path: `/asocs/rep_${kind}`,
          params: { [kind]: value, id },
          value: (b) => b.res.idAsoc,
        },
        graphql: {
          query: `query ($name: String, $series: String, $id: Int) {
             associationConflicts(name: $name, series: $series, exceptId: $id) {
               nameTakenBy seriesTakenBy } }`,
          variables: kind === 'nombre' ? { name: value, id } : { series: value, id },
          value: (d) => {
            const c = d.associationConflicts;
            return (kind === 'nombre' ? c.nameTakenBy : c.seriesTakenBy) ?? -1;
          },
        },
      });
    },

    add(v: AssociationValues): Promise<Outcome<number>> {
      return ask(transport, {
        rest: { method: 'POST', path: '/asocs/ins', params: v, value: (b) => b.res.id },
        graphql: {
          query: `mutation ($input: AssociationInput!) { createAssociation(input: $input) { id } }`,
          variables: { input: input(v) },
          value: (d) => d.createAssociation.id,
        },
      });
    },

    edit(id: number, v: AssociationValues): Promise<Outcome<number>> {
      return ask(transport, {
        rest: { method: 'POST', path: '/asocs/mod', params: { id, ...v }, value: (b) => b.res.id },
        graphql: {
          query: `mutation ($id: Int!, $input: AssociationInput!) {
             updateAssociation(id: $id, input: $input) { id } }`,
          variables: { id, input: input(v) },
          value: (d) => d.updateAssociation.id,
        },
      });
    },

    del(id: number): Promise<Outcome<string>> {
      return ask(transport, {
        rest: { method: 'POST', path: '/asocs/del', params: { id }, value: (b) => b.res.mensaje },
        graphql: {
          query: `mutation ($id: Int!) { deleteAssociation(id: $id) { message } }`,
          variables: { id },
          value: (d) => d.deleteAssociation.message,
        },
      });
    },
  };
}

export type AssociationApi = ReturnType<typeof associationApi>;
export { TRANSPORTS } from '../../support/world';

/** Unique values for a new association, so that tests in one file never collide. */
let counter = 0;
export function freshAssociation(prefix = 'Prueba'): Required<AssociationValues> {
  counter += 1;
  const n = 10 + (counter % 89);
  const letter = String.fromCharCode(65 + ((counter * 7) % 26));
  return { nombre: `${prefix} ${counter} ${Date.now()}`, zona: 'Zona de prueba', serie: `${n}${letter}` };
}
