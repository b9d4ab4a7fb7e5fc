import { CONTACT_LIMITS, contactErrors } from './contact';

describe('the contact form rules', () => {
  it('asks for the three fields with the messages of part 3 §5', () => {
    expect(contactErrors({ name: ' ', email: '', message: undefined as never })).toEqual([
      { field: 'name', key: 'contact.nameRequired' },
      { field: 'email', key: 'contact.emailRequired' },
      { field: 'message', key: 'contact.messageRequired' },
    ]);
    expect(contactErrors({ name: 'Ana', email: 'ana@dojo.es', message: 'Hola' })).toEqual([]);
  });

  it('bounds every field and checks the address', () => {
    const long = (n: number) => 'a'.repeat(n + 1);
    expect(
      contactErrors({ name: long(CONTACT_LIMITS.name), email: 'x@y.es', message: 'm' })[0],
    ).toMatchObject({
      field: 'name',
      key: 'contact.tooLong',
    });
    expect(
      contactErrors({ name: 'n', email: `${long(CONTACT_LIMITS.email)}@x.es`, message: 'm' })[0],
    ).toMatchObject({ field: 'email', key: 'contact.tooLong' });
    expect(contactErrors({ name: 'n', email: 'sin-arroba', message: 'm' })[0]).toMatchObject({
      field: 'email',
      key: 'contact.emailInvalid',
    });
    expect(
      contactErrors({ name: 'n', email: 'x@y.es', message: long(CONTACT_LIMITS.message) })[0],
    ).toMatchObject({
      field: 'message',
      key: 'contact.tooLong',
    });
  });
});
