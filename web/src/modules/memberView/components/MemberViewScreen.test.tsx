/** @jest-environment jsdom */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import { memberRecord, meWith } from '../../../../test/memberFixtures';
import { clientOver } from '../../../../test/AppUnderTest';
import { RoutedUnderTest } from '../../../../test/RoutedUnderTest';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { MemberViewScreen } from './MemberViewScreen';

const PATH = '/:lang/app/asociados/usuario/:numAcae';

type Member = ReturnType<typeof memberRecord> | null;

function renderView(me: Me, member: Member, client = serverWith(member).client) {
  render(
    <RoutedUnderTest client={client} at="/es/app/asociados/usuario/01A0011" path={PATH}>
      <SessionContext value={me}>
        <MemberViewScreen />
      </SessionContext>
    </RoutedUnderTest>,
  );
}

function serverWith(member: Member) {
  return clientOver({
    member: () => member,
    belts: () => [],
    memberGradeRecord: ({ memberId }: { memberId: number }) => ({ memberId, belts: [], titles: [] }),
    gradeReadiness: ({ memberId }: { memberId: number }) => ({
      memberId,
      nextBelt: null,
      hoursAttended: 0,
      hoursNeeded: null,
      meetsHours: false,
      daysInGrade: null,
    }),
    memberFees: () => [],
    myCourses: () => [],
    publicCourses: () => ({ items: [], returned: 0, total: 0 }),
  });
}

const where = () => screen.getByTestId('location').textContent;
const manage = () => screen.queryByRole('button', { name: 'Gestionar grados' });
const ofDojo2 = { associationId: 1, dojoId: 2 };

describe('the member view', () => {
  it('sends home a member the server does not show (not found, or not visible to the caller)', async () => {
    renderView(meWith(4), null);
    await waitFor(() => expect(where()).toBe('/es/app/inicio'));
  });

  it("shows a card's check, inside the shell, to a caller who may not see the member", async () => {
    const { client } = clientOver({
      member: () => null,
      cardCheck: ({ memberNumber, code }: { memberNumber: string; code: string }) => {
        if (code !== 'codigo') throw new GraphQLError('no', { extensions: { code: 'BAD_USER_INPUT' } });
        return {
          memberNumber,
          fullName: 'Elena Prueba Sanz',
          cardName: 'Elena Prueba Sanz',
          dojoName: 'Dojo Uno',
          associationName: 'Asociación Uno',
          avatar: 'default.jpg',
          currentYear: 2026,
          feeValidatedThisYear: true,
          validatedFeeYear: 2026,
          grade: null,
          gradeValue: null,
          title: null,
        };
      },
    });
    render(
      <RoutedUnderTest
        client={client}
        at="/es/app/asociados/usuario/01A0011?mail=e@x.es&valCode=codigo"
        path={PATH}
      >
        <SessionContext value={meWith(4)}>
          <MemberViewScreen />
        </SessionContext>
      </RoutedUnderTest>,
    );
    expect((await screen.findByTestId('card-check-name')).textContent).toBe('Elena Prueba Sanz');
    expect(screen.queryByRole('main')).toBeNull(); // the shell holds the page's main landmark
    expect(where()).toMatch(/^\/es\/app\/asociados\/usuario\/01A0011\?/);
  });

  it('sends home a signed-in caller whose card code is refused', async () => {
    const { client } = clientOver({
      member: () => null,
      cardCheck: () => {
        throw new GraphQLError('no', { extensions: { code: 'BAD_USER_INPUT' } });
      },
    });
    render(
      <RoutedUnderTest client={client} at="/es/app/asociados/usuario/01A0011?valCode=mal" path={PATH}>
        <SessionContext value={meWith(4)}>
          <MemberViewScreen />
        </SessionContext>
      </RoutedUnderTest>,
    );
    await waitFor(() => expect(where()).toBe('/es/app/inicio'));
  });

  it('stays on the view when the call fails, and says so', async () => {
    const link = new ApolloLink(() => new Observable((observer) => observer.error(new TypeError('offline'))));
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    renderView(meWith(4), memberRecord(1), client);
    expect((await screen.findByRole('alert')).textContent).toBe('No se ha podido cargar el registro.');
    expect(where()).toBe('/es/app/asociados/usuario/01A0011');
  });

  it('shows a plain member their own view with its panels and empty states, without Gestionar grados', async () => {
    renderView(meWith(1), memberRecord(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Elena Prueba Sanz' })).toBeTruthy();
    expect(await screen.findByText('No hay cuotas pagadas')).toBeTruthy();
    expect(await screen.findByText('No tienes grados regulados')).toBeTruthy();
    expect(screen.getByText('No tienes titulos regulados')).toBeTruthy();
    expect(await screen.findByText('No tienes cursos')).toBeTruthy();
    expect(await screen.findByText('No hay cursos disponibles')).toBeTruthy();
    expect(screen.getByText('Próximamente disponible')).toBeTruthy();
    expect(manage()).toBeNull();
    // Their own pending entries stay theirs to record.
    expect(screen.getByRole('button', { name: 'Mis grados' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dojo 1' }).getAttribute('href')).toBe(
      '/es/app/asociados/dojo_1',
    );
    expect(screen.getByRole('link', { name: 'Asociación 1' }).getAttribute('href')).toBe(
      '/es/app/dojos/asoc_1',
    );
  });

  it("offers Gestionar grados to the dojo administrator of the member's dojo", async () => {
    renderView(meWith(3, { dojoAdmin: true }), memberRecord(7));
    await screen.findByText('No tiene grados regulados');
    expect(manage()).toBeTruthy();
    // §8's empty states speak to the member; here they speak of them.
    expect(screen.getByText('No tiene títulos regulados')).toBeTruthy();
    expect(await screen.findByText('No tiene cursos')).toBeTruthy();
    expect(screen.queryByText(/No tienes/)).toBeNull();
  });

  it('gives a dojo administrator of another dojo no Gestionar grados, no private panels and no dojo link', async () => {
    renderView(meWith(3, { dojoAdmin: true }), memberRecord(7, ofDojo2, false));
    await screen.findByText('No tiene grados regulados');
    expect(manage()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mis grados' })).toBeNull();
    expect(screen.queryByText('Cuotas')).toBeNull();
    expect(screen.queryByText('No tiene cursos')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dojo 2' })).toBeNull();
    expect(screen.getByText('Dojo 2')).toBeTruthy();
  });

  it("offers Gestionar grados to the association administrator of the member's association and the national one", async () => {
    for (const me of [
      meWith(2, { associationAdmin: true }),
      meWith(1, { admin: true }, { associationId: 2, dojoId: 9 }),
    ]) {
      renderView(me, memberRecord(7, ofDojo2));
      const panel = (await screen.findByText('No tiene grados regulados')).closest('section')!;
      expect(within(panel).getByRole('button', { name: 'Gestionar grados' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Dojo 2' })).toBeTruthy();
      document.body.innerHTML = '';
    }
  });

  it('keeps Gestionar grados from an association administrator of another association', async () => {
    renderView(
      meWith(2, { associationAdmin: true }, { associationId: 2, dojoId: 9 }),
      memberRecord(7, ofDojo2),
    );
    await screen.findByText('No tiene grados regulados');
    expect(manage()).toBeNull();
  });
});
