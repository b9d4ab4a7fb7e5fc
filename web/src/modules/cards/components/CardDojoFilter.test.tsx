/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { DojoFilterSelects, EVERY_DOJO, dojoFilterOf, type DojoChoice } from './CardDojoFilter';

const roles = (admin: boolean, associationAdmin: boolean, dojoAdmin: boolean) => ({
  roles: { admin, associationAdmin, dojoAdmin },
});
const ASSOCIATIONS = [
  { id: 1, name: 'Asociación Norte' },
  { id: 2, name: 'Asociación Sur' },
];
const DOJOS = [
  { id: 10, name: 'Dojo Uno' },
  { id: 11, name: 'Dojo Dos' },
];

function renderSelects(value: DojoChoice, picksAssociation: boolean) {
  const onChange = jest.fn<void, [DojoChoice]>();
  render(
    <I18nextProvider i18n={i18n}>
      <DojoFilterSelects
        associations={picksAssociation ? ASSOCIATIONS : undefined}
        dojos={DOJOS}
        value={value}
        onChange={onChange}
      />
    </I18nextProvider>,
  );
  return onChange;
}

describe('the cards dojo filter (part 2 §2.3 idDojo)', () => {
  beforeAll(() => i18n.changeLanguage('es'));

  it('is for national and association administrators only, by the roles in force', () => {
    expect(dojoFilterOf(roles(true, true, true))).toEqual({ picksAssociation: true });
    expect(dojoFilterOf(roles(false, true, true))).toEqual({ picksAssociation: false });
    expect(dojoFilterOf(roles(false, false, true))).toBeNull();
    expect(dojoFilterOf(roles(false, false, false))).toBeNull();
  });

  it('lets the national administrator pick a dojo only once an association is chosen', () => {
    const onChange = renderSelects(EVERY_DOJO, true);
    const dojo = screen.getByLabelText<HTMLSelectElement>('Dojo');
    expect(dojo.disabled).toBe(true);
    expect(screen.getByRole('option', { name: 'Todos los dojos' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Asociación'), { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith({ associationId: 2, dojoId: 0, dojoName: '' });
  });

  it('names the picked dojo (for its chip), and drops it when the association changes', () => {
    const picked = { associationId: 1, dojoId: 10, dojoName: 'Dojo Uno' };
    const onChange = renderSelects({ associationId: 1, dojoId: 0, dojoName: '' }, true);
    fireEvent.change(screen.getByLabelText('Dojo'), { target: { value: '10' } });
    expect(onChange).toHaveBeenLastCalledWith(picked);
    fireEvent.change(screen.getByLabelText('Asociación'), { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith({ associationId: 2, dojoId: 0, dojoName: '' });
  });

  it("gives an association administrator only the dojos of the session's association", () => {
    const onChange = renderSelects(EVERY_DOJO, false);
    expect(screen.queryByLabelText('Asociación')).toBeNull();
    const dojo = screen.getByLabelText<HTMLSelectElement>('Dojo');
    expect(dojo.disabled).toBe(false);
    fireEvent.change(dojo, { target: { value: '11' } });
    expect(onChange).toHaveBeenLastCalledWith({ associationId: 0, dojoId: 11, dojoName: 'Dojo Dos' });
  });
});
