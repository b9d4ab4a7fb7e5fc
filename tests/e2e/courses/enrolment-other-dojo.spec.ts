import { expect, test } from '../support/fixtures';
import { EnrolmentModal } from '../pom/EnrolmentModal';
import {
  MEMBER_ID,
  SAVE_CHANGES,
  courseSessions,
  enrolDemoMember,
  graphqlAs,
  validatedCourseWithClauses,
} from '../support/coursesApi';
import { DOJO_ADMIN, MEMBER, demoToken, signInAs } from '../support/demo';
import { associationOneDojos } from '../support/memberPlaces';

test('another dojo’s administrator enrols their members but cannot mark payment', async ({ page }) => {
  const { others } = await associationOneDojos(page.request);
  const course = await validatedCourseWithClauses(page.request, { dojoId: others[0].id });
  await enrolDemoMember(page.request, course, MEMBER.mail);
  await signInAs(page, DOJO_ADMIN.mail);
  const enrolment = new EnrolmentModal(page);
  await enrolment.open(course);

  // Their own dojo's member, enrolled: shown and changeable, but with no pay or attendance box.
  await expect(enrolment.counters).toContainText('Pagados: 0 de 1');
  await enrolment.enrolledOnly.check();
  await expect(enrolment.rows).toHaveCount(1);
  await expect(enrolment.enrol(MEMBER.name)).toBeEnabled();
  await expect(enrolment.session(MEMBER.name, course.sessions[1])).toBeEnabled();
  await expect(enrolment.paid(MEMBER.name)).toHaveCount(0);
  await expect(enrolment.attended(MEMBER.name)).toHaveCount(0);
  await expect(enrolment.modal.getByRole('columnheader', { name: 'Pagado' })).toHaveCount(0);

  // Behind the screen the server refuses it too, naming the member.
  const [first] = await courseSessions(page.request, course.id);
  const answer = await graphqlAs(page.request, await demoToken(page.request, DOJO_ADMIN.mail), SAVE_CHANGES, {
    courseId: course.id,
    changes: [
      {
        memberId: MEMBER_ID,
        enrolled: true,
        paid: true,
        clauseAccepted: true,
        entries: [{ sessionId: first.id }],
      },
    ],
  });
  expect(answer.errors?.[0]?.message).toBe(
    'Solo el administrador del dojo organizador marca el pago y la asistencia (01A0004 Pablo Santos Lería).',
  );
});
