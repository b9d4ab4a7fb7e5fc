import { dojoErrors } from '@federa/schema/validation/dojos';
import { dojoInput, dojoValues, emptyDojo } from './dojoForm';

const stored = {
  id: 7,
  name: 'Aikikai Misogi',
  city: 'Madrid',
  associationId: 1,
  country: 'ES',
  province: '28',
  web: null,
  maps: 'https://maps.example/misogi',
  address: null,
  phone: '912345678',
  contactPerson: null,
  email: null,
  schedule: 'Lunes 19:00',
  logo: 'abc.png',
  visible: true,
};

describe('dojo form values', () => {
  it('starts a new dojo in the given association, hidden from the public map', () => {
    expect(emptyDojo(3)).toMatchObject({ idAsoc: 3, visible: false, avatar: null, removeLogo: false });
    expect(emptyDojo(0).idAsoc).toBeNull();
    // Nothing chosen yet: the shared rules ask for every required field.
    expect(dojoErrors(emptyDojo(0)).map((e) => e.field)).toEqual([
      'nombre',
      'ciudad',
      'idAsoc',
      'pais',
      'provincia',
    ]);
  });

  it('loads a stored dojo with empty texts for missing values and no new logo', () => {
    expect(dojoValues(stored)).toEqual({
      nombre: 'Aikikai Misogi',
      ciudad: 'Madrid',
      idAsoc: 1,
      pais: 'ES',
      provincia: '28',
      web: '',
      maps: 'https://maps.example/misogi',
      direccion: '',
      telfcont: '912345678',
      persocont: '',
      correoE: '',
      horario: 'Lunes 19:00',
      avatar: null,
      removeLogo: false,
      visible: true,
    });
  });

  it('saves trimmed values under the API names, blanks as none', () => {
    const values = { ...dojoValues(stored), nombre: '  Aikikai Misogi ', web: '  ', pais: 'es' };
    expect(dojoInput(values)).toEqual({
      name: 'Aikikai Misogi',
      city: 'Madrid',
      associationId: 1,
      country: 'ES',
      province: '28',
      web: null,
      maps: 'https://maps.example/misogi',
      address: null,
      phone: '912345678',
      contactPerson: null,
      email: null,
      schedule: 'Lunes 19:00',
      logo: null,
      removeLogo: false,
      visible: true,
    });
  });

  it('sends a new logo, or the wish to drop the stored one', () => {
    const picked = dojoInput({ ...dojoValues(stored), avatar: 'data:image/png;base64,AAAA' });
    expect(picked).toMatchObject({ logo: 'data:image/png;base64,AAAA', removeLogo: false });
    expect(dojoInput({ ...dojoValues(stored), removeLogo: true })).toMatchObject({
      logo: null,
      removeLogo: true,
    });
  });
});
