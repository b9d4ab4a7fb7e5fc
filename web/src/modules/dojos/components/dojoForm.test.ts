import { dojoErrors } from '@federa/schema/validation/dojos';
import { DOJO_SERVER_FIELDS, dojoInput, dojoValues, emptyDojo, type DojoFormValues } from './dojoForm';

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
    expect(emptyDojo(3)).toMatchObject({ associationId: 3, visible: false, avatar: null, removeLogo: false });
    expect(emptyDojo(0).associationId).toBeNull();
    // Nothing chosen yet: the shared rules ask for every required field.
    expect(dojoErrors(emptyDojo(0)).map((e) => e.field)).toEqual([
      'name',
      'city',
      'associationId',
      'country',
      'province',
    ]);
  });

  it('loads a stored dojo with empty texts for missing values and no new logo', () => {
    expect(dojoValues(stored)).toEqual({
      name: 'Aikikai Misogi',
      city: 'Madrid',
      associationId: 1,
      country: 'ES',
      province: '28',
      web: '',
      maps: 'https://maps.example/misogi',
      address: '',
      phone: '912345678',
      contactPerson: '',
      email: '',
      schedule: 'Lunes 19:00',
      avatar: null,
      removeLogo: false,
      visible: true,
    });
  });

  it('saves trimmed values under the API names, blanks as none', () => {
    const values = { ...dojoValues(stored), name: '  Aikikai Misogi ', web: '  ', country: 'es' };
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

describe('server field names', () => {
  it('lead each DojoInput field back to the form field it is built from', () => {
    const values: DojoFormValues = {
      name: 'V-NOMBRE',
      city: 'V-CIUDAD',
      associationId: 11,
      country: 'V-PAIS',
      province: 'V-PROVINCIA',
      web: 'V-WEB',
      maps: 'V-MAPS',
      address: 'V-DIRECCION',
      phone: 'V-TELFCONT',
      contactPerson: 'V-PERSOCONT',
      email: 'V-CORREOE',
      schedule: 'V-HORARIO',
      avatar: 'V-AVATAR',
      removeLogo: true,
      visible: false,
    };
    const input = dojoInput(values);
    // The logo's refusals (a new picture or its removal) show under the picture.
    const { removeLogo: _removed, ...built } = DOJO_SERVER_FIELDS;
    for (const [inputName, formName] of Object.entries(built)) {
      expect([inputName, String(input[inputName as keyof typeof input])]).toEqual([
        inputName,
        String(values[formName]),
      ]);
    }
  });
});
