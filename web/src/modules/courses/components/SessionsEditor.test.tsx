/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef, useImperativeHandle, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { useForm, type Form } from '../../ui/form/useForm';
import {
  courseFormErrors,
  newCourseValues,
  recordValues,
  storedDatesOf,
  type CourseFormValues,
  type CourseRecord,
} from '../courseForm';
import { SessionsEditor } from './SessionsEditor';

const TODAY = '2026-11-23';

const stored: CourseRecord = {
  title: 'Seminario de otoño',
  city: 'Madrid',
  details: 'Dos días de práctica.',
  clausesActive: false,
  clauses: null,
  memberPriceCents: 0,
  otherPriceCents: 0,
  sessions: [
    {
      id: 7,
      date: '2026-11-01',
      startTime: '10:00',
      endTime: '13:00',
      description: 'Mañana',
      kind: 'S',
      priceCents: 0,
    },
    {
      id: 8,
      date: '2026-11-30',
      startTime: '17:00',
      endTime: '19:30',
      description: 'Tarde',
      kind: 'S',
      priceCents: 0,
    },
  ],
};

// The editor's form, handed out through a ref so that the tests can save and read it.
const handle = createRef<Form<CourseFormValues>>();
const form = new Proxy({} as Form<CourseFormValues>, {
  get: (_, key) => handle.current![key as keyof Form<CourseFormValues>],
});

function Editor({ record, readOnly }: { record?: CourseRecord; readOnly?: boolean }) {
  const rules = useMemo(() => courseFormErrors(TODAY, storedDatesOf(record)), [record]);
  const rendered = useForm({
    initial: record ? recordValues(record, 'es') : newCourseValues(),
    rules,
    idPrefix: 'course',
  });
  useImperativeHandle(handle, () => rendered);
  return <SessionsEditor form={rendered} readOnly={readOnly} />;
}

const renderEditor = (record?: CourseRecord, readOnly?: boolean) =>
  render(
    <I18nextProvider i18n={i18n}>
      <Editor record={record} readOnly={readOnly} />
    </I18nextProvider>,
  );

const row = (n: number) => within(screen.getByRole('group', { name: `Sesión o evento ${n}` }));
const field = (n: number, label: string) => row(n).getByLabelText<HTMLInputElement>(label);
const errorOf = (n: number, label: string) =>
  document.getElementById(`${field(n, label).id}-error`)?.textContent;
const removeButton = (n: number) =>
  screen.getByRole<HTMLButtonElement>('button', { name: `Quitar Sesión o evento ${n}` });
const add = () => fireEvent.click(screen.getByRole('button', { name: 'Añadir sesión o evento' }));
const save = () => {
  let valid = true;
  act(() => {
    valid = form.validate();
  });
  return valid;
};

describe('the sessions and events editor', () => {
  it('starts a new course with one session from 00:00 to 23:00 that cannot be removed', () => {
    renderEditor();
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(field(1, 'Hora de inicio').value).toBe('00:00');
    expect(field(1, 'Hora de fin').value).toBe('23:00');
    expect(field(1, 'Tipo').value).toBe('S');
    expect(removeButton(1).disabled).toBe(true);
  });

  it('gives a new row the last row’s date, and any row may go while another remains', () => {
    renderEditor();
    fireEvent.change(field(1, 'Fecha'), { target: { value: '2026-12-05' } });
    add();
    expect(field(2, 'Fecha').value).toBe('2026-12-05');
    expect(field(2, 'Hora de inicio').value).toBe('00:00');
    expect(field(2, 'Hora de fin').value).toBe('23:00');
    fireEvent.change(field(2, 'Fecha'), { target: { value: '2026-12-06' } });
    add();
    expect(field(3, 'Fecha').value).toBe('2026-12-06');

    expect(removeButton(1).disabled).toBe(false);
    fireEvent.click(removeButton(1));
    fireEvent.click(removeButton(1));
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(field(1, 'Fecha').value).toBe('2026-12-06');
    expect(removeButton(1).disabled).toBe(true);
  });

  it('counts the description’s characters and holds it to 80', () => {
    renderEditor();
    const description = field(1, 'Descripción');
    expect(description.maxLength).toBe(80);
    fireEvent.change(description, { target: { value: 'Cena del curso' } });
    expect(row(1).getByText('14/80 caracteres')).toBeTruthy();
  });

  it('says §5’s words under the row: date, description and type required', () => {
    renderEditor();
    fireEvent.change(field(1, 'Tipo'), { target: { value: '' } });
    expect(save()).toBe(false);
    const required = 'La fecha y la descripción es obligatoria';
    expect(errorOf(1, 'Fecha')).toBe(required);
    expect(errorOf(1, 'Descripción')).toBe(required);
    expect(errorOf(1, 'Tipo')).toBe(required);
  });

  it('refuses a new date before today, but keeps a stored past date unchanged', () => {
    renderEditor(stored);
    expect(save()).toBe(true);

    // The stored session of 1 November moved to 2 November: a past date it did not have.
    fireEvent.change(field(1, 'Fecha'), { target: { value: '2026-11-02' } });
    add();
    fireEvent.change(field(3, 'Fecha'), { target: { value: '2026-11-20' } });
    fireEvent.change(field(3, 'Descripción'), { target: { value: 'Cena' } });
    fireEvent.change(field(3, 'Tipo'), { target: { value: 'E' } });
    expect(save()).toBe(false);
    const past = 'La fecha de la sesión no puede ser anterior a hoy';
    expect(errorOf(1, 'Fecha')).toBe(past);
    expect(errorOf(2, 'Fecha')).toBe('');
    expect(errorOf(3, 'Fecha')).toBe(past);

    fireEvent.change(field(1, 'Fecha'), { target: { value: '2026-11-01' } });
    fireEvent.change(field(3, 'Fecha'), { target: { value: TODAY } });
    expect(save()).toBe(true);
    expect(form.values.sessions.map((s) => [s.id, s.date, s.kind])).toEqual([
      [7, '2026-11-01', 'S'],
      [8, '2026-11-30', 'S'],
      [null, TODAY, 'E'],
    ]);
  });

  it('refuses an end before the start', () => {
    renderEditor(stored);
    fireEvent.change(field(2, 'Hora de fin'), { target: { value: '16:00' } });
    expect(save()).toBe(false);
    expect(errorOf(2, 'Hora de fin')).toBe('La hora de fin no puede ser anterior a la de inicio.');
  });

  it('shows a validated course’s sessions without a way to change them', () => {
    renderEditor(stored, true);
    expect(field(1, 'Fecha').readOnly).toBe(true);
    expect(field(2, 'Tipo').disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Añadir sesión o evento' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Quitar/ })).toBeNull();
  });
});
