import {
  conditionProblem,
  copyName,
  parseNumber,
  parseOrder,
  splitAggregate,
  templateNameProblem,
  TEMPLATE_NAME_MAX,
} from './reports';

describe('conditionProblem (part 3 §5)', () => {
  const texto = { type: 'texto' as const };
  it('asks for field, operator and value', () => {
    expect(conditionProblem(undefined, '=', 'x')).toBe('missingData');
    expect(conditionProblem(texto, '', 'x')).toBe('missingData');
    expect(conditionProblem(texto, '=', '  ')).toBe('missingData');
    expect(conditionProblem(texto, '=', 'Ana')).toBeNull();
  });

  it('refuses an operator outside the six', () => {
    expect(conditionProblem(texto, 'LIKE', 'x')).toBe('invalidValue');
    expect(conditionProblem(texto, "=' or 1=1 --", 'x')).toBe('invalidValue');
  });

  it('wants numbers for numeric types, whole and not negative where it matters', () => {
    expect(conditionProblem({ type: 'numero' }, '>', 'diez')).toBe('invalidNumber');
    expect(conditionProblem({ type: 'moneda' }, '>', '12,50')).toBeNull();
    expect(conditionProblem({ type: 'entero' }, '>', '1.5')).toBe('invalidNumber');
    expect(conditionProblem({ type: 'tiempo' }, '>', '-1')).toBe('invalidNumber');
    expect(conditionProblem({ type: 'tiempo' }, '>=', '0')).toBeNull();
    expect(conditionProblem({ type: 'edad' }, '<', '18')).toBeNull();
  });

  it('takes distinct values only from the list, and an empty value of a null_distinc field', () => {
    expect(conditionProblem({ type: 'distinc' }, '=', 'Zen', ['Dojo Zen'])).toBe('invalidValue');
    expect(conditionProblem({ type: 'distinc' }, '=', 'Dojo Zen', ['Dojo Zen'])).toBeNull();
    expect(conditionProblem({ type: 'null_distinc' }, '=', '', ['Madrid'])).toBeNull();
    expect(conditionProblem({ type: 'cinturon' }, '>=', '7', ['1', '7'])).toBeNull();
  });

  it('compares a bool with = and != only', () => {
    expect(conditionProblem({ type: 'bool' }, '=', 'true')).toBeNull();
    expect(conditionProblem({ type: 'bool' }, '>', 'true')).toBe('invalidValue');
    expect(conditionProblem({ type: 'bool' }, '=', 'sí')).toBe('invalidValue');
  });

  it('bounds the value before reading it', () => {
    expect(conditionProblem(texto, '=', 'a'.repeat(101))).toBe('invalidValue');
  });
});

describe('the configuration parts', () => {
  it('splits aggregate prefixes, leaving unknown ones in the key', () => {
    expect(splitAggregate('max.edad')).toEqual({ fn: 'max', key: 'edad' });
    expect(splitAggregate('edad')).toEqual({ key: 'edad' });
    expect(splitAggregate('count(*).edad')).toEqual({ key: 'count(*).edad' });
  });

  it('reads an order of one column and a direction', () => {
    expect(parseOrder('nombre DESC')).toEqual({ column: 'nombre', descending: true });
    expect(parseOrder('max.edad')).toEqual({ column: 'max.edad', descending: false });
    expect(parseOrder('nombre; drop table asociado')).toBeUndefined();
    expect(parseOrder('x'.repeat(51))).toBeUndefined();
  });

  it('reads numbers written either way', () => {
    expect(parseNumber('3,5', 'numero')).toBe(3.5);
    expect(parseNumber('1e3', 'numero')).toBeUndefined();
  });
});

describe('templates (part 3 §5)', () => {
  it('requires a name of at most 50 characters', () => {
    expect(templateNameProblem('  ')).toBe('common.nameRequired');
    expect(templateNameProblem('x'.repeat(TEMPLATE_NAME_MAX + 1))).toBe('common.tooLong');
    expect(templateNameProblem('Socios por dojo')).toBeNull();
  });

  it("names a copy '<name> - Copia' within 50 characters", () => {
    expect(copyName('Socios')).toBe('Socios - Copia');
    expect(copyName('x'.repeat(50))).toHaveLength(50);
  });
});
