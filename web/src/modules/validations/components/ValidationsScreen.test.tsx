/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppUnderTest, clientOver } from '../../../../test/AppUnderTest';
import { useInvalidate, type ChangedType } from '../../ui/list/invalidate';
import { ValidationsScreen } from './ValidationsScreen';

const item = (kind: string, id: number, title: string) => ({
  kind,
  id,
  title,
  detail: 'detalle',
  dojoName: 'Dojo Uno',
  memberNumber: null,
  date: '2026-10-01',
  level: 'national',
});

const ITEMS = [
  item('FEE_BATCH', 4, 'Remesa del Dojo Uno'),
  item('GRADE', 7, 'Ana Ruiz'),
  item('TITLE', 7, 'Luis Gil'),
  item('COURSE', 3, 'Stage de otoño'),
];

/** Stands for a screen's write elsewhere in the app (a batch validated, a grade deleted...). */
function Write({ type }: { type: ChangedType }) {
  const invalidate = useInvalidate();
  return (
    <button type="button" onClick={() => invalidate([type])}>
      {`write ${type}`}
    </button>
  );
}

function renderInbox(items = ITEMS) {
  const asked: unknown[] = [];
  const { client } = clientOver({
    validationInbox: ({ kind }: { kind?: string }) => {
      asked.push(kind ?? null);
      const shown = items.filter((row) => !kind || row.kind === kind);
      return { items: shown, returned: shown.length, total: shown.length, fees: 1, grades: 2, courses: 1 };
    },
  });
  render(
    <AppUnderTest client={client}>
      <ValidationsScreen />
      {(['FeeBatch', 'GradeEntry', 'HeldGrade', 'Course'] as const).map((type) => (
        <Write key={type} type={type} />
      ))}
    </AppUnderTest>,
  );
  return asked;
}

describe('the validations inbox', () => {
  it('lists every kind, each row opening its screen positioned on it, with the counts per kind', async () => {
    renderInbox();
    const link = await screen.findByRole('link', { name: 'Luis Gil' });
    expect(link.getAttribute('href')).toBe('/es/app/grados/7?tipo=titulo');
    expect(screen.getByRole('link', { name: 'Ana Ruiz' }).getAttribute('href')).toBe('/es/app/grados/7');
    expect(screen.getByRole('link', { name: 'Remesa del Dojo Uno' }).getAttribute('href')).toBe(
      '/es/app/cuotas/4',
    );
    expect(screen.getByRole('link', { name: 'Stage de otoño' }).getAttribute('href')).toBe(
      '/es/app/cursos/3',
    );
    const counts = within(screen.getByRole('list', { name: 'Pendientes por tipo' }));
    expect(counts.getByText('Remesas (1)')).toBeTruthy();
    expect(counts.getByText('Grados y títulos (2)')).toBeTruthy();
    expect(counts.getByText('Cursos (1)')).toBeTruthy();
  });

  it('asks for one kind when filtered', async () => {
    const asked = renderInbox();
    await screen.findByRole('link', { name: 'Luis Gil' });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'COURSE' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Luis Gil' })).toBeNull());
    expect(asked.at(-1)).toBe('COURSE');
    expect(screen.getByRole('link', { name: 'Stage de otoño' })).toBeTruthy();
  });

  it('asks again when a write changes what it counts, as the badges do', async () => {
    const asked = renderInbox();
    await screen.findByRole('link', { name: 'Luis Gil' });
    for (const type of ['FeeBatch', 'GradeEntry', 'HeldGrade', 'Course']) {
      const before = asked.length;
      fireEvent.click(screen.getByRole('button', { name: `write ${type}` }));
      await waitFor(() => expect(asked.length).toBe(before + 1));
    }
  });

  it('says so when nothing waits', async () => {
    renderInbox([]);
    expect(await screen.findByText('No hay nada pendiente de tu validación.')).toBeTruthy();
  });
});
