import { FieldChecker, type FieldChecks, type OnScreen } from './fieldChecks';
import type { ShownError } from './useForm';

type V = { nombre: string; idAsoc: number | null; zona: string };

const TAKEN = { key: 'dojos.duplicateName' };

/** A form around a checker whose server answers are released by hand, in any order. */
function setUp(values: V = { nombre: 'Kaze', idAsoc: 1, zona: '' }) {
  const form = { values, errors: {} as Record<string, ShownError | undefined>, broken: new Set<string>() };
  const pending: { values: V; resolve: (e: ShownError | undefined) => void; reject: () => void }[] = [];
  const checks: FieldChecks<V> = {
    nombre: {
      uses: ['idAsoc'],
      run: (asked) =>
        new Promise((resolve, reject) =>
          pending.push({ values: asked, resolve, reject: () => reject(new Error('down')) }),
        ),
    },
  };
  // A live view of the form: what the checker reads is always what the test last set.
  const onScreen = (): OnScreen<V> => ({
    get values() {
      return form.values;
    },
    checks,
    passes: (field) => !form.broken.has(field),
  });
  const checker = new FieldChecker<V>((field, error) => {
    form.errors[field] = error;
  }, onScreen());
  checker.valuesChanged();
  return { form, pending, checker };
}

describe('field checks on blur', () => {
  it('shows the answer under the field, and clears it for a free value', async () => {
    const { form, pending, checker } = setUp();
    const first = checker.ask('nombre');
    pending[0].resolve(TAKEN);
    await first;
    expect(form.errors.nombre).toEqual(TAKEN);

    form.values = { ...form.values, nombre: 'Libre' };
    const second = checker.ask('nombre');
    pending[1].resolve(undefined);
    await second;
    expect(form.errors.nombre).toBeUndefined();
  });

  it('asks nothing for an empty value or a field without a check', async () => {
    const { pending, checker } = setUp({ nombre: '  ', idAsoc: 1, zona: 'x' });
    await checker.ask('nombre');
    await checker.ask('zona');
    expect(pending).toHaveLength(0);
  });

  it('drops an answer about a value changed meanwhile', async () => {
    const { form, pending, checker } = setUp();
    const asked = checker.ask('nombre');
    form.values = { ...form.values, nombre: 'Kaze 2' };
    pending[0].resolve(TAKEN);
    await asked;
    expect(form.errors.nombre).toBeUndefined();
  });

  it('drops an older answer arriving after the newer one of a second blur', async () => {
    const { form, pending, checker } = setUp();
    const older = checker.ask('nombre');
    const newer = checker.ask('nombre');
    pending[1].resolve(undefined);
    await newer;
    pending[0].resolve(TAKEN);
    await older;
    expect(form.errors.nombre).toBeUndefined();
  });

  it('drops what is on its way once save or a broken value took over', async () => {
    const { form, pending, checker } = setUp();
    const beforeSave = checker.ask('nombre');
    checker.dropAll();
    pending[0].resolve(TAKEN);
    await beforeSave;
    const beforeBroken = checker.ask('nombre');
    checker.drop('nombre');
    pending[1].resolve(TAKEN);
    await beforeBroken;
    expect(form.errors.nombre).toBeUndefined();
  });

  it('shows nothing when the call fails', async () => {
    const { form, pending, checker } = setUp();
    const asked = checker.ask('nombre');
    pending[0].reject();
    await asked;
    expect(form.errors.nombre).toBeUndefined();
  });

  it('asks again when a value the answer uses changes, once the field was asked about', async () => {
    const { form, pending, checker } = setUp();
    form.values = { ...form.values, idAsoc: 2 };
    checker.valuesChanged();
    expect(pending).toHaveLength(0);

    const first = checker.ask('nombre');
    pending[0].resolve(TAKEN);
    await first;
    form.values = { ...form.values, idAsoc: 3 };
    checker.valuesChanged();
    expect(form.errors.nombre).toBeUndefined();
    expect(pending).toHaveLength(2);
    expect(pending[1].values.idAsoc).toBe(3);

    // Not while the field breaks its own rule, nor after a load.
    form.broken.add('nombre');
    form.values = { ...form.values, idAsoc: 4 };
    checker.valuesChanged();
    form.broken.clear();
    checker.forget();
    form.values = { ...form.values, idAsoc: 5 };
    checker.valuesChanged();
    expect(pending).toHaveLength(2);
  });
});
