/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { DojoModal } from './DojoModal';

const nationalAdmin: Me = {
  id: 1,
  firstName: 'Admin',
  lastName: 'Nacional',
  memberNumber: '01A0001',
  avatar: '',
  associationId: 1,
  dojoId: 1,
  roles: { admin: true, associationAdmin: false, dojoAdmin: false },
  originalRoles: { admin: true, associationAdmin: false, dojoAdmin: false },
};

const DOJO = {
  id: 7,
  name: 'Dojo Tenshin',
  city: 'Madrid',
  associationId: 1,
  country: 'ES',
  province: '28',
  web: null,
  maps: null,
  address: null,
  phone: null,
  contactPerson: null,
  email: null,
  schedule: null,
  logo: null,
  visible: true,
};
// Names taken per association; the server's rule (any case and accents, the dojo edited left out)
// is proved by tests/integration/dojos. Here: what the modal asks and what it says of the answer.
const TAKEN: Record<number, Map<string, number>> = {
  1: new Map([
    [DOJO.name, DOJO.id],
    ['Dojo Kokoro', 8],
  ]),
  2: new Map(),
};

type Asked = { associationId: number; name: string; exceptId: number | null };

function renderModal(show: number) {
  const asked: Asked[] = [];
  const { client } = clientOver({
    dojo: () => DOJO,
    associations: () => ({
      items: [
        { id: 1, name: 'Asociación Uno', zone: null },
        { id: 2, name: 'Asociación Dos', zone: null },
      ],
      total: 2,
    }),
    countries: () => [{ code: 'ES', name: 'España', provinces: [{ code: '28', name: 'Madrid' }] }],
    dojoNameTakenBy: (args: Asked) => {
      asked.push(args);
      const taken = TAKEN[args.associationId]?.get(args.name);
      return taken != null && taken !== args.exceptId ? taken : null;
    },
  });
  render(
    <AppUnderTest client={client}>
      <SessionContext value={nationalAdmin}>
        <DojoModal show={show} associationId={1} onClose={jest.fn()} onSaved={jest.fn()} />
      </SessionContext>
    </AppUnderTest>,
  );
  return { asked };
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const errorUnder = (label: string) => document.getElementById(`${field(label).id}-error`)?.textContent ?? '';
const TAKEN_MESSAGE = 'Ya existe un dojo con ese nombre en la asociación.';

function typeAndLeave(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
  fireEvent.blur(field(label));
}

describe('the dojo modal', () => {
  it('says a name taken in the chosen association on leaving the field, and asks again when it changes', async () => {
    const { asked } = renderModal(-1);
    await screen.findByRole('option', { name: 'Asociación Dos' });
    typeAndLeave('Nombre', ` ${DOJO.name}  `);
    await waitFor(() => expect(errorUnder('Nombre')).toBe(TAKEN_MESSAGE));
    expect(asked.at(-1)).toEqual({ associationId: 1, name: DOJO.name, exceptId: null });

    // The answer is about the association: free in another one, said again back in the first.
    fireEvent.change(field('Asociación'), { target: { value: '2' } });
    await waitFor(() => expect(errorUnder('Nombre')).toBe(''));
    expect(asked.at(-1)).toMatchObject({ associationId: 2 });
    fireEvent.change(field('Asociación'), { target: { value: '1' } });
    await waitFor(() => expect(errorUnder('Nombre')).toBe(TAKEN_MESSAGE));

    typeAndLeave('Nombre', 'Dojo libre');
    await waitFor(() => expect(errorUnder('Nombre')).toBe(''));
    expect(field('Nombre').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('leaves the dojo edited out: its own name is free for it, another dojo’s is not', async () => {
    const { asked } = renderModal(DOJO.id);
    await waitFor(() => expect(field('Nombre').value).toBe(DOJO.name));
    fireEvent.blur(field('Nombre'));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({ associationId: 1, name: DOJO.name, exceptId: DOJO.id });
    expect(errorUnder('Nombre')).toBe('');

    typeAndLeave('Nombre', 'Dojo Kokoro');
    await waitFor(() => expect(errorUnder('Nombre')).toBe(TAKEN_MESSAGE));
  });

  it('refuses a web or map address that is not a full http(s) link on leaving the field', async () => {
    renderModal(-1);
    await screen.findByRole('option', { name: 'Asociación Dos' });
    typeAndLeave('Web', 'www.aikido-alcala.es');
    await waitFor(() => expect(errorUnder('Web')).toBe('Introduce una URL válida (https://…)'));
    typeAndLeave('Web', 'https://aikido-alcala.es');
    await waitFor(() => expect(errorUnder('Web')).toBe(''));
  });
});
