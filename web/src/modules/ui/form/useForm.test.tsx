/** @jest-environment jsdom */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createRef, useImperativeHandle } from 'react';
import { I18nextProvider } from 'react-i18next';
import { associationErrors } from '@federa/schema/validation/associations';
import { i18n } from '../../i18n/i18n';
import { FormText } from './fields';
import { useForm, type FieldChecks, type Form } from './useForm';

type V = { name: string; zone: string; series: string };

// The component hands its form out through a ref (useImperativeHandle), and the tests read the
// one it rendered last.
const handle = createRef<Form<V>>();
const form = new Proxy({} as Form<V>, {
  get: (_, key) => handle.current![key as keyof Form<V>],
});
let answer: (taken: boolean) => void;

const checks: FieldChecks<V> = {
  name: {
    run: () =>
      new Promise((resolve) => (answer = (taken) => resolve(taken ? { key: 'x.taken' } : undefined))),
  },
};

/** The association fields under the shared rules, with a name check the test answers by hand. */
function AssociationForm() {
  const rendered = useForm<V>({
    initial: { name: 'Kaze', zone: '', series: '01A' },
    rules: associationErrors,
    idPrefix: 'a',
    checks,
    serverFields: { nombre: 'name', serie: 'series' },
  });
  useImperativeHandle(handle, () => rendered);
  return (
    <>
      <FormText form={rendered.host} field="name" label="Nombre" />
      <FormText form={rendered.host} field="zone" label="Zona" />
      <FormText form={rendered.host} field="series" label="Serie" />
    </>
  );
}

const renderForm = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <AssociationForm />
    </I18nextProvider>,
  );
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const errorOf = (label: string) => document.getElementById(`${input(label).id}-error`)?.textContent;

describe('useForm', () => {
  it('shows the shared rule’s translated message when a field loses focus, and only that field’s', () => {
    renderForm();
    fireEvent.change(input('Nombre'), { target: { value: ' ' } });
    fireEvent.change(input('Serie'), { target: { value: '1' } });
    fireEvent.blur(input('Nombre'));
    expect(errorOf('Nombre')).toBe(i18n.t('common.nameRequired'));
    expect(errorOf('Nombre')).not.toBe('common.nameRequired');
    expect(errorOf('Serie')).toBe('');
    expect(input('Nombre').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks every field on save and focuses the first broken one', () => {
    renderForm();
    fireEvent.change(input('Serie'), { target: { value: '1' } });
    fireEvent.change(input('Nombre'), { target: { value: '' } });
    let valid = true;
    act(() => {
      valid = form.validate();
    });
    expect(valid).toBe(false);
    expect(errorOf('Nombre')).toBeTruthy();
    expect(errorOf('Serie')).toBeTruthy();
    expect(document.activeElement).toBe(input('Nombre'));
  });

  it('is modified while a value differs from the loaded one, blank being the same as missing', () => {
    renderForm();
    expect(form.dirty).toBe(false);
    fireEvent.change(input('Nombre'), { target: { value: 'Kaze 2' } });
    expect(form.dirty).toBe(true);
    fireEvent.change(input('Nombre'), { target: { value: 'Kaze' } });
    expect(form.dirty).toBe(false);
    act(() => form.load({ name: 'Kyoto', zone: '', series: '02B' }));
    expect(input('Nombre').value).toBe('Kyoto');
    expect(form.dirty).toBe(false);
  });

  it('puts server field errors under their fields, by the form’s name or the server’s', () => {
    renderForm();
    const refusal = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'invalid',
          extensions: {
            fields: [
              { field: 'serie', message: 'Serie ocupada' },
              { field: 'zone', message: 'Zona rara' },
              { field: 'unknown', message: 'nowhere' },
            ],
          },
        },
      ],
    });
    let placed = false;
    act(() => {
      placed = form.acceptServerErrors(refusal);
    });
    expect(placed).toBe(true);
    expect(errorOf('Serie')).toBe('Serie ocupada');
    expect(errorOf('Zona')).toBe('Zona rara');
    expect(errorOf('Nombre')).toBe('');
  });

  it('does not claim a refusal without a field it knows', () => {
    renderForm();
    const refusal = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'x',
          extensions: {
            fields: [
              { field: 'cfDojo', message: 'no' },
              { field: 'constructor', message: 'no' },
            ],
          },
        },
      ],
    });
    expect(form.acceptServerErrors(refusal)).toBe(false);
    expect(form.acceptServerErrors(new Error('network'))).toBe(false);
  });

  it('asks whether a value is taken on blur once it passes its rule, and shows the answer', async () => {
    renderForm();
    fireEvent.change(input('Nombre'), { target: { value: 'Tomado' } });
    fireEvent.blur(input('Nombre'));
    await act(async () => answer(true));
    expect(errorOf('Nombre')).toBe('x.taken');
    fireEvent.change(input('Nombre'), { target: { value: 'Libre' } });
    fireEvent.blur(input('Nombre'));
    await act(async () => answer(false));
    expect(errorOf('Nombre')).toBe('');
  });
});
