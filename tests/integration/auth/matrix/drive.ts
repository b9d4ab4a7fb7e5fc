import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../../../graph/src/config';
import { signIn } from '../../../support/sessions';
import { startTestServer, type TestServer } from '../../../support/test-server';
import { ROLE_MAILS } from '../../members/members-support';
import {
  askGraphql,
  askRest,
  expected,
  loadFixtures,
  mayReceive,
  PLACES,
  placesIn,
  ROLES,
  type Answer,
  type Area,
  type Entry,
  type Fixture,
  type Fixtures,
  type MemberPlaces,
  type Outcome,
  type Place,
  type Role,
} from './matrix-support';
import { MATRIX } from './table';

// The authorisation matrix of issue 16, driven one area per test file: every GraphQL operation and
// every REST call of the area, asked by each of the four roles (and nobody) about records of their
// own dojo, another dojo of their association and another association, with the expected outcome
// of every cell; and no answer holds a row of a place the caller is not over.
// MATRIX_PRINT=<folder> writes what each cell answered instead (matrix-<area>.txt and .json).

const MAILS = ROLE_MAILS;

type Door = 'graphql' | number;
const doors = (entry: Entry): Door[] => [
  ...(entry.graphql ? (['graphql'] as const) : []),
  ...(entry.rest ?? []).map((_, i) => i),
];
const doorName = (entry: Entry, door: Door) =>
  door === 'graphql' ? `GraphQL ${entry.name}` : `${entry.rest![door].method} /v1${entry.rest![door].path}`;

export function driveMatrix(area: Area): void {
  const entries = MATRIX.filter((entry) => entry.area === area);
  let t: TestServer;
  let fixtures: Fixtures;
  let tokens: Record<Role, string | undefined>;
  let dojosOfOwnAssociation: Set<number>;
  let memberIds: Record<Exclude<Role, 'anon'>, number>;
  let members: MemberPlaces;
  beforeAll(async () => {
    // Many sign-ins and checks from one address: the limits would answer instead of the permissions.
    const defaults = loadConfig({ NODE_ENV: 'test' });
    t = await startTestServer({
      signIn: { ...defaults.signIn, maxAttemptsPerAddress: 10_000, maxFailuresPerPair: 10_000 },
      memberChecksPerMinute: 10_000,
      contact: { ...defaults.contact, perAddressPerHour: 10_000, perIpPerHour: 10_000 },
    });
    fixtures = await loadFixtures(t);
    tokens = { anon: undefined } as Record<Role, string | undefined>;
    for (const [role, mail] of Object.entries(MAILS)) tokens[role as Role] = await signIn(t, mail);
    const accounts = await t.sql(`select id_aso, mail from asociado where mail = any($1)`, [
      Object.values(MAILS),
    ]);
    memberIds = Object.fromEntries(
      Object.entries(MAILS).map(([role, mail]) => [role, accounts.find((a) => a.mail === mail)!.id_aso]),
    ) as Record<Exclude<Role, 'anon'>, number>;
    const everyone = await t.sql('select id_aso, num_acae, cf_dojo, cf_asoc from asociado');
    members = { byId: new Map(), byNumber: new Map() };
    for (const m of everyone) {
      const place = { associationId: m.cf_asoc, dojoId: m.cf_dojo };
      members.byId.set(m.id_aso, place);
      if (m.num_acae) members.byNumber.set(m.num_acae, place);
    }
    dojosOfOwnAssociation = new Set(
      (await t.sql('select id_dojo from dojo where cf_asoc = 1')).map((r) => r.id_dojo),
    );
  }, 60_000);
  afterAll(() => t.close());

  const tokenFor = async (entry: Entry, role: Role) =>
    entry.freshSession && role !== 'anon' ? signIn(t, MAILS[role]) : tokens[role];

  async function cell(entry: Entry, role: Role, place: Place, door: Door): Promise<Answer> {
    const context = { place, callerId: role === 'anon' ? undefined : memberIds[role] };
    const f: Fixture = { ...fixtures[place], ...(await entry.prepare?.(t, fixtures[place], context)) };
    const token = await tokenFor(entry, role);
    return door === 'graphql'
      ? askGraphql(t, entry.graphql!, f, token)
      : askRest(t, entry.rest![door], f, token);
  }

  function leaks(entry: Entry, role: Role, place: Place, answer: Answer): unknown[] {
    if (!entry.tenant || answer.outcome !== 'ok' || entry.seesAll?.includes(`${role}/${place}`)) return [];
    const found = placesIn(answer.payload, members);
    // An answer whose rows name no place would pass any check: the entry must ask for a place field.
    if (found.length === 0) return [{ unplaced: entry.name }];
    return found.filter((p) => !mayReceive(role, entry.tenant!, p, dojosOfOwnAssociation));
  }

  const printTo = process.env.MATRIX_PRINT;
  if (printTo) {
    it(`prints the ${area} rows of the matrix as the server answers them`, async () => {
      const lines: string[] = [];
      const json: Record<string, Record<string, string>[]> = {};
      for (const entry of entries) {
        json[entry.name] = [];
        for (const door of doors(entry)) {
          const row: string[] = [];
          const cells: Record<string, string> = {};
          for (const role of ROLES) {
            const seen: Outcome[] = [];
            for (const place of PLACES) {
              const answer = await cell(entry, role, place, door);
              seen.push(answer.outcome);
              if (process.env.MATRIX_WHY && entry.name === process.env.MATRIX_WHY) {
                lines.push(
                  `  ${doorName(entry, door)} ${role}/${place}: ${answer.outcome} ${JSON.stringify(answer.payload)?.slice(0, 200)}`,
                );
              }
            }
            cells[role] = new Set(seen).size === 1 ? seen[0] : seen.join(' ');
            row.push(`${role}: '${cells[role]}'`);
          }
          json[entry.name].push(cells);
          lines.push(`${doorName(entry, door).padEnd(46)} ${row.join(', ')}`);
        }
      }
      fs.writeFileSync(path.join(printTo, `matrix-${area}.txt`), lines.join('\n') + '\n');
      fs.writeFileSync(path.join(printTo, `matrix-${area}.json`), JSON.stringify(json, null, 1));
    }, 600_000);
    return;
  }

  describe.each(entries.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    it.each(doors(entry).map((door) => [doorName(entry, door), door] as const))(
      '%s answers each role and place as expected, with no row of another place',
      async (_door, door) => {
        const seen: string[] = [];
        const want: string[] = [];
        const leaked: unknown[] = [];
        for (const role of ROLES) {
          const expectation = expected(
            (door === 'graphql' ? entry.expect : (entry.rest![door].expect ?? entry.expect))[role],
          );
          for (const place of PLACES) {
            const answer = await cell(entry, role, place, door);
            seen.push(`${role}/${place}: ${answer.outcome}`);
            want.push(`${role}/${place}: ${expectation[place]}`);
            leaked.push(...leaks(entry, role, place, answer).map((p) => ({ role, place, ...(p as object) })));
          }
        }
        expect(seen).toEqual(want);
        expect(leaked).toEqual([]);
      },
    );
  });
}
