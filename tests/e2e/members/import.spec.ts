import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { MembersPage } from '../pom/MembersPage';
import { ADMIN, signInAs } from '../support/demo';
import { associationsWithDojos, unique } from '../support/membersApi';

const HEADING = 'dni;nombre;apellido;mail;fechaNacimiento';
const csv = (rows: string[]) => ({
  name: 'socios.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`${HEADING}\n${rows.join('\n')}\n`),
});

test('an administrator checks a spreadsheet of members, sees every problem, then imports the corrected one', async ({
  page,
  request,
}) => {
  // Another association than the demo accounts': the other journeys count association 1's members.
  const [, second] = await associationsWithDojos(request);
  const dojo = second.dojos[0];
  const family = unique('Importado');

  await signInAs(page, ADMIN.mail);
  const members = new MembersPage(page);
  await members.goto();
  await page.getByRole('link', { name: 'Importar' }).click();
  await expect(page).toHaveURL('/es/app/asociados/importar');
  await expect(page.getByRole('heading', { level: 1, name: 'Importar asociados' })).toBeVisible();

  // Nothing chosen: the form says what is missing and sends nothing.
  await page.getByRole('button', { name: 'Comprobar el fichero' }).click();
  await expect(page.getByText('La asociación es requerida.')).toBeVisible();

  await page.getByLabel('Asociación').selectOption({ label: second.name });
  await page.getByLabel('Dojo').selectOption({ label: dojo.name });
  const file = page.getByLabel('Fichero CSV o xlsx');
  await file.setInputFiles(
    csv([`I${Date.now()}A;Ana;${family};no-es-correo;31/12/1990`, `I${Date.now()}B;Eva;;;2999-01-01`]),
  );
  await page.getByRole('button', { name: 'Comprobar el fichero' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'El fichero tiene 3 problemas: corrígelos antes de importar.',
  );
  const problems = page.getByRole('table', { name: 'Problemas del fichero' });
  await expect(problems.getByRole('row')).toHaveText([
    'FilaColumnaProblema',
    '2mailIntroduce un correo válido.',
    '3apellidoEl apellido es requerido.',
    '3fechaNacimientoLa fecha de nacimiento no es válida',
  ]);
  await expect(page.getByRole('button', { name: /^Importar \d+ asociados$/ })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'members import with problems');

  await file.setInputFiles(
    csv([
      `I${Date.now()}C;Ana;${family};${family.toLowerCase()}@pruebas.federa;31/12/1990`,
      `I${Date.now()}D;Eva;${family};;2001-06-05`,
    ]),
  );
  // A new file is a new check: the old problems are gone at once.
  await expect(problems).toHaveCount(0);
  await page.getByRole('button', { name: 'Comprobar el fichero' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'filas' })).toHaveText(
    '2 filas sin problemas, listas para importar.',
  );
  await page.getByRole('button', { name: 'Importar 2 asociados' }).click();
  const done = page.getByRole('dialog', { name: 'Importación terminada' });
  await expect(done).toContainText('Se han importado 2 asociados.');
  await done.getByRole('button', { name: 'Aceptar' }).click();

  await page.getByRole('link', { name: 'Ver los asociados del dojo' }).click();
  await expect(page).toHaveURL(`/es/app/asociados/dojo_${dojo.id}`);
  await members.search.fill(family);
  await expect(members.rows).toHaveCount(2);
});
