/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { SessionContext } from '../../session/components/SessionContext';
import type { Me } from '../../session/permissions';
import { ProfileSelectors } from './ProfileSelectors';
import { RoleToggles } from './RoleToggles';

const none = { admin: false, associationAdmin: false, dojoAdmin: false };
const person = (roles: Partial<Me['roles']>, originalRoles: Partial<Me['roles']>): Me => ({
  id: 1,
  firstName: 'Carmen',
  lastName: 'Ortega',
  memberNumber: '01A0001',
  avatar: '',
  associationId: 1,
  dojoId: 11,
  roles: { ...none, ...roles },
  originalRoles: { ...none, ...originalRoles },
});

const session = { message: 'ok', token: 'new', user: { id: 1 } };

function renderControls(me: Me, root: Record<string, unknown> = {}) {
  const calls: unknown[] = [];
  const { client } = clientOver({
    associations: () => ({
      total: 2,
      returned: 2,
      items: [
        { id: 1, name: 'Uno' },
        { id: 2, name: 'Dos' },
      ],
    }),
    dojos: ({ associationId }: { associationId: number }) => {
      calls.push({ dojos: associationId });
      return {
        total: 1,
        returned: 1,
        items: [
          { id: 11, name: 'Dojo Once' },
          { id: 12, name: 'Dojo Doce' },
        ],
      };
    },
    setPermission: (args: unknown) => {
      calls.push({ setPermission: args });
      return session;
    },
    switchProfile: (args: unknown) => {
      calls.push({ switchProfile: args });
      return session;
    },
    ...root,
  });
  const view = render(
    <AppUnderTest client={client}>
      <SessionContext value={me}>
        <RoleToggles me={me} />
        <ProfileSelectors me={me} />
      </SessionContext>
    </AppUnderTest>,
  );
  return Object.assign(calls, { unmount: view.unmount });
}

const toggle = (name: string) => screen.getByRole<HTMLInputElement>('switch', { name });

describe('the home controls', () => {
  it('enable the toggles by the roles held and check them by the roles in force', () => {
    renderControls(person({ dojoAdmin: true }, { associationAdmin: true }));
    expect(toggle('Administrador nacional').disabled).toBe(true);
    expect(toggle('Administrador de asociación').disabled).toBe(false);
    expect(toggle('Administrador de asociación').checked).toBe(false);
    expect(toggle('Administrador de dojo').disabled).toBe(false);
    expect(toggle('Administrador de dojo').checked).toBe(true);
  });

  it('offer a plain member nothing to switch and no selector', () => {
    renderControls(person({}, {}));
    for (const name of ['Administrador nacional', 'Administrador de asociación', 'Administrador de dojo'])
      expect(toggle(name).disabled).toBe(true);
    expect(screen.queryByLabelText('Asociación')).toBeNull();
    expect(screen.queryByLabelText('Dojo')).toBeNull();
  });

  it('ask the server for the new role', async () => {
    const calls = renderControls(person({}, { admin: true }));
    fireEvent.click(toggle('Administrador nacional'));
    await waitFor(() => expect(calls).toContainEqual({ setPermission: { role: 'ADMIN', enabled: true } }));
  });

  it('give the focus back to the switch used when the shell comes back under the new token', async () => {
    // The new token's cache has no `me` yet: the shell shows its loading state, the home unmounts.
    const calls = renderControls(person({}, { admin: true }));
    toggle('Administrador nacional').focus();
    fireEvent.click(toggle('Administrador nacional'));
    await waitFor(() => expect(calls).toContainEqual({ setPermission: { role: 'ADMIN', enabled: true } }));
    calls.unmount();
    renderControls(person({ admin: true }, { admin: true }));
    await waitFor(() => expect(document.activeElement).toBe(toggle('Administrador nacional')));
  });

  it('show the refusal of part 2 §8 when the server refuses', async () => {
    renderControls(person({ admin: true }, { admin: true }), {
      setPermission: () => {
        throw new GraphQLError('No puedes ponerte este permiso', { extensions: { code: 'FORBIDDEN' } });
      },
    });
    fireEvent.click(toggle('Administrador nacional'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Permiso denegado' });
    expect(dialog.textContent).toContain('Permiso denegado');
    expect(dialog.textContent).toContain('No puedes ponerte este permiso');
    // Closing it leaves the role as it was: still held, still offered.
    fireEvent.click(within(dialog).getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(toggle('Administrador nacional').checked).toBe(true);
    expect(toggle('Administrador nacional').disabled).toBe(false);
  });

  it('give the association selector to the national administrator only, the dojo one to both', async () => {
    const calls = renderControls(person({ associationAdmin: true }, { associationAdmin: true }));
    expect(screen.queryByLabelText('Asociación')).toBeNull();
    const dojo = await screen.findByLabelText<HTMLSelectElement>('Dojo');
    await waitFor(() => expect(dojo.disabled).toBe(false));
    expect(calls).toContainEqual({ dojos: 1 });
    fireEvent.change(dojo, { target: { value: '12' } });
    await waitFor(() => expect(calls).toContainEqual({ switchProfile: { input: { kind: 'DOJO', id: 12 } } }));
  });

  it('switch the national administrator to another association', async () => {
    const calls = renderControls(person({ admin: true }, { admin: true }));
    const association = await screen.findByLabelText<HTMLSelectElement>('Asociación');
    await waitFor(() => expect(association.disabled).toBe(false));
    expect(association.value).toBe('1');
    fireEvent.change(association, { target: { value: '2' } });
    await waitFor(() =>
      expect(calls).toContainEqual({ switchProfile: { input: { kind: 'ASSOCIATION', id: 2 } } }),
    );
  });
});
