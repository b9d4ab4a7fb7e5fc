import { doors, fromGraphql, fromRest, type Outcome, type Transport } from '../../support/outcome';
import type { TestServer } from '../../support/test-server';

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
  const { rest, gql } = doors(t, token, lang);
  const input = (v: AssociationValues) => ({ name: v.nombre, zone: v.zona, series: v.serie });

  return {
    async list(q: ListQuery = {}): Promise<Outcome<{ rows: Row[]; nRes: number; nTot: number }>> {
      if (transport === 'rest') {
        const answer = await rest('GET', '/asocs/', q);
        return fromRest(answer.body, (b) => ({ rows: b.res, nRes: b.nRes, nTot: b.nTot }));
      }
      const page = { offset: q.ini, limit: q.pag, orderBy: q.orden, filter: q.filtro };
      const answer = await gql(
        `query ($page: ListInput) { associations(page: $page) {
           returned total items { ${FIELDS} } } }`,
        { page },
      );
      return fromGraphql(answer, (d) => ({
        rows: d.associations.items.map(fromItem),
        nRes: d.associations.returned,
        nTot: d.associations.total,
      }));
    },

    async position(id: number, orden?: string, filtro?: string): Promise<Outcome<number>> {
      if (transport === 'rest') {
        const answer = await rest('GET', '/asocs/posicion', { id, orden, filtro });
        return fromRest(answer.body, (b) => b.res.pos);
      }
      const answer = await gql(
        `query ($id: Int!, $o: String, $f: String) {
           associationPosition(id: $id, orderBy: $o, filter: $f) }`,
        { id, o: orden, f: filtro },
      );
      return fromGraphql(answer, (d) => d.associationPosition);
    },

    async ver(id: number): Promise<Outcome<Row | null>> {
      if (transport === 'rest') {
        const answer = await rest('GET', '/asocs/ver', { id });
        return fromRest(answer.body, (b) => b.res);
      }
      const answer = await gql(`query ($id: Int!) { association(id: $id) { id name zone series } }`, { id });
      return fromGraphql(answer, (d) => d.association && fromItem(d.association));
    },

    /** rep_nombre / rep_serie: the other association's id, -1 when free. */
    async taken(kind: 'nombre' | 'serie', value: string, id?: number): Promise<Outcome<number>> {
      if (transport === 'rest') {
        const answer = await rest('GET', `/asocs/rep_${kind}`, { [kind]: value, id });
        return fromRest(answer.body, (b) => b.res.idAsoc);
      }
      const answer = await gql(
        `query ($name: String, $series: String, $id: Int) {
           associationConflicts(name: $name, series: $series, exceptId: $id) {
             nameTakenBy seriesTakenBy } }`,
        kind === 'nombre' ? { name: value, id } : { series: value, id },
      );
      return fromGraphql(answer, (d) => {
        const c = d.associationConflicts;
        return (kind === 'nombre' ? c.nameTakenBy : c.seriesTakenBy) ?? -1;
      });
    },

    async add(v: AssociationValues): Promise<Outcome<number>> {
      if (transport === 'rest') {
        const answer = await rest('POST', '/asocs/ins', v);
        return fromRest(answer.body, (b) => b.res.id);
      }
      const answer = await gql(
        `mutation ($input: AssociationInput!) {
           createAssociation(input: $input) { id } }`,
        { input: input(v) },
      );
      return fromGraphql(answer, (d) => d.createAssociation.id);
    },

    async edit(id: number, v: AssociationValues): Promise<Outcome<number>> {
      if (transport === 'rest') {
        const answer = await rest('POST', '/asocs/mod', { id, ...v });
        return fromRest(answer.body, (b) => b.res.id);
      }
      const answer = await gql(
        `mutation ($id: Int!, $input: AssociationInput!) {
           updateAssociation(id: $id, input: $input) { id } }`,
        { id, input: input(v) },
      );
      return fromGraphql(answer, (d) => d.updateAssociation.id);
    },

    async del(id: number): Promise<Outcome<string>> {
      if (transport === 'rest') {
        const answer = await rest('POST', '/asocs/del', { id });
        return fromRest(answer.body, (b) => b.res.mensaje);
      }
      const answer = await gql(`mutation ($id: Int!) { deleteAssociation(id: $id) { message } }`, { id });
      return fromGraphql(answer, (d) => d.deleteAssociation.message);
    },
  };
}

export type AssociationApi = ReturnType<typeof associationApi>;
export const TRANSPORTS: Transport[] = ['rest', 'graphql'];

/** Unique values for a new association, so that tests in one file never collide. */
let counter = 0;
export function freshAssociation(prefix = 'Prueba'): Required<AssociationValues> {
  counter += 1;
  const n = 10 + (counter % 89);
  const letter = String.fromCharCode(65 + ((counter * 7) % 26));
  return { nombre: `${prefix} ${counter} ${Date.now()}`, zona: 'Zona de prueba', serie: `${n}${letter}` };
}
