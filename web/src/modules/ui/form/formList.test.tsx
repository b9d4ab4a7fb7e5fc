/** @jest-environment jsdom */
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef, useImperativeHandle } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { FieldError } from '@federa/schema/validation/auth';
import { i18n } from '../../i18n/i18n';
import { FormText } from './fields';
import { useForm, type Form } from './useForm';

// The shape course sessions will have (spec part 2 §5): a course with a list of dated sessions.
// Messages borrowed from the catalogue: the course keys do not exist yet.
type Session = { date: string; hours: string };
type CourseValues = { title: string; sessions: Session[] };

function courseErrors(values: CourseValues): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.title.trim()) errors.push({ field: 'title', key: 'common.nameRequired' });
  values.sessions.forEach((session, i) => {
    if (!session.date) errors.push({ field: `sessions.${i}.date`, key: 'members.birthDateInvalid' });
    if (!/^[1-8]$/.test(session.hours))
      errors.push({ field: `sessions.${i}.hours`, key: 'common.tooLong', params: { max: 1 } });
  });
  return errors;
}

const HOURS_ERROR = i18n.t('common.tooLong', { max: 1 });

// The component hands its form out through a ref (useImperativeHandle), and the tests read the
// one it rendered last.
const handle = createRef<Form<CourseValues>>();
const form = new Proxy({} as Form<CourseValues>, {
  get: (_, key) => handle.current![key as keyof Form<CourseValues>],
});

function CourseForm() {
  const rendered = useForm<CourseValues>({
    initial: { title: 'Seminario', sessions: [{ date: '2026-12-01', hours: '2' }] },
    rules: courseErrors,
    idPrefix: 'course',
  });
  useImperativeHandle(handle, () => rendered);
  const sessions = rendered.list('sessions');
  return (
    <>
      <FormText form={rendered.host} field="title" label="Título" />
      <ul>
        {sessions.rows.map(({ key, index }) => (
          <li key={key} aria-label={`Sesión ${index + 1}`}>
            <FormText form={rendered.host} field={`sessions.${index}.date`} label="Fecha" type="date" />
            <FormText form={rendered.host} field={`sessions.${index}.hours`} label="Horas" />
            <button type="button" onClick={() => sessions.remove(index)}>
              Quitar
            </button>
            <button type="button" onClick={() => sessions.move(index, index - 1)}>
              Subir
            </button>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => sessions.append({ date: '', hours: '' })}>
        Añadir
      </button>
    </>
  );
}

const renderForm = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <CourseForm />
    </I18nextProvider>,
  );
const row = (n: number) => within(screen.getByLabelText(`Sesión ${n}`));
const field = (n: number, label: string) => row(n).getByLabelText(label) as HTMLInputElement;
const errorOf = (n: number, label: string) =>
  document.getElementById(`${field(n, label).id}-error`)?.textContent;
const rowCount = () => screen.queryAllByRole('listitem').length;

describe('a form with a list of rows', () => {
  it('adds rows, each with its own fields, and counts as modified until they are gone', () => {
    renderForm();
    expect(rowCount()).toBe(1);
    fireEvent.click(screen.getByText('Añadir'));
    fireEvent.click(screen.getByText('Añadir'));
    expect(rowCount()).toBe(3);
    expect(form.dirty).toBe(true);
    fireEvent.change(field(2, 'Horas'), { target: { value: '3' } });
    expect(form.values.sessions).toEqual([
      { date: '2026-12-01', hours: '2' },
      { date: '', hours: '3' },
      { date: '', hours: '' },
    ]);
    expect(field(3, 'Horas').id).toBe('course-sessions-2-hours');
    fireEvent.click(row(3).getByText('Quitar'));
    fireEvent.click(row(2).getByText('Quitar'));
    expect(rowCount()).toBe(1);
    expect(form.dirty).toBe(false);
  });

  it('validates each row on blur and on save, the message under that row only', () => {
    renderForm();
    fireEvent.click(screen.getByText('Añadir'));
    fireEvent.change(field(2, 'Horas'), { target: { value: '12' } });
    fireEvent.blur(field(2, 'Horas'));
    expect(errorOf(2, 'Horas')).toBe(HOURS_ERROR);
    expect(errorOf(1, 'Horas')).toBe('');
    expect(errorOf(2, 'Fecha')).toBe('');

    let valid = true;
    act(() => {
      valid = form.validate();
    });
    expect(valid).toBe(false);
    expect(errorOf(2, 'Fecha')).toBe(i18n.t('members.birthDateInvalid'));
    expect(errorOf(1, 'Fecha')).toBe('');
    expect(document.activeElement).toBe(field(2, 'Fecha'));
  });

  it('keeps each row’s values, errors and element through removals and moves', () => {
    renderForm();
    fireEvent.click(screen.getByText('Añadir'));
    fireEvent.click(screen.getByText('Añadir'));
    fireEvent.change(field(2, 'Horas'), { target: { value: '9' } });
    fireEvent.blur(field(2, 'Horas'));
    fireEvent.change(field(3, 'Horas'), { target: { value: '4' } });
    const third = field(3, 'Horas');

    fireEvent.click(row(1).getByText('Quitar'));
    expect(form.values.sessions.map((s) => s.hours)).toEqual(['9', '4']);
    expect(errorOf(1, 'Horas')).toBe(HOURS_ERROR);
    expect(errorOf(2, 'Horas')).toBe('');
    // The same input, now second: React kept the row by its key, not by its position.
    expect(field(2, 'Horas')).toBe(third);

    fireEvent.click(row(2).getByText('Subir'));
    expect(form.values.sessions.map((s) => s.hours)).toEqual(['4', '9']);
    expect(errorOf(1, 'Horas')).toBe('');
    expect(errorOf(2, 'Horas')).toBe(HOURS_ERROR);
    expect(field(1, 'Horas')).toBe(third);
  });

  it('puts a server error about a row under that row', () => {
    renderForm();
    fireEvent.click(screen.getByText('Añadir'));
    const refusal = new CombinedGraphQLErrors({
      errors: [{ message: 'x', extensions: { fields: [{ field: 'sessions[1].date', message: 'Ocupada' }] } }],
    });
    act(() => {
      expect(form.acceptServerErrors(refusal)).toBe(true);
    });
    expect(errorOf(2, 'Fecha')).toBe('Ocupada');
    expect(errorOf(1, 'Fecha')).toBe('');
  });
});

/** Compile-time: paths are checked against the values (run by `npm run typecheck`). */
export function typedPaths(f: Form<CourseValues>) {
  f.set('sessions.0.hours', '3');
  // @ts-expect-error a misspelt field does not compile
  f.set('sesions.0.hours', '3');
  // @ts-expect-error nor a field a row does not have
  f.set('sessions.0.hour', '3');
  // @ts-expect-error nor a value of the wrong type
  f.set('title', 3);
  // @ts-expect-error a list of text is not a list path
  f.list('title');
  f.list('sessions').append({ date: '', hours: '' });
  // @ts-expect-error a row must have the row's shape
  f.list('sessions').append({ date: '' });
  // @ts-expect-error a text box only binds a field that holds text
  void (<FormText form={f.host} field="sessions" label="x" />);
}
