/** The password of every validated demo account (the generator only receives its hash). */
export const DEMO_PASSWORD = 'aikido123';

/** Validation code of the not-yet-validated demo account, for the first-password link. */
export const DEMO_VALIDATION_CODE = 'demo-validacion-federa';

export type DemoRole = 'global-admin' | 'association-admin' | 'dojo-admin' | 'member' | 'unvalidated-member';

export type DemoAccount = {
  mail: string;
  role: DemoRole;
  numAcae: string;
  validated: boolean;
  firstName: string;
  lastName: string;
  birthDate: string;
};

/**
 * Always generated first (ids 1 to 5), in association 1 ('01A') and its first dojo, whatever the
 * seed, so that the README, the tests and a person trying the demo can rely on them.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    mail: 'admin@demo.federa',
    role: 'global-admin',
    numAcae: '01A0001',
    validated: true,
    firstName: 'Carmen',
    lastName: 'Ortega Salinas',
    birthDate: '1966-03-14',
  },
  {
    mail: 'asoc@demo.federa',
    role: 'association-admin',
    numAcae: '01A0002',
    validated: true,
    firstName: 'Javier',
    lastName: 'Muñoz Arrieta',
    birthDate: '1972-10-02',
  },
  {
    mail: 'dojo@demo.federa',
    role: 'dojo-admin',
    numAcae: '01A0003',
    validated: true,
    firstName: 'Lucía',
    lastName: 'Herrero Vidal',
    birthDate: '1981-06-27',
  },
  {
    mail: 'miembro@demo.federa',
    role: 'member',
    numAcae: '01A0004',
    validated: true,
    firstName: 'Pablo',
    lastName: 'Santos Lería',
    birthDate: '1990-01-19',
  },
  {
    mail: 'nuevo@demo.federa',
    role: 'unvalidated-member',
    numAcae: '01A0005',
    validated: false,
    firstName: 'Irene',
    lastName: 'Cabrera Sanz',
    birthDate: '1997-11-08',
  },
];
