import type { Writable } from 'node:stream';
import { enrolsMember, managesCourse, usesEnrolmentTools } from '@federa/schema/permissions';
import { requireCaller, type Caller, type RequestContext } from '../common/caller';
import { DomainError } from '../common/domain-error';
import type { FileDownload } from '../common/file-stream';
import { loadCourse, type CourseAccess } from '../courses/course-access';
import { CONTENT_TYPES, exportFileName, type ExportKind } from './course-export.names';
import { writeSignSheetPdf } from './course-export.pdf';
import { courseSessions, enrolledMembers, type ExportMember, type ExportOrder } from './course-export.rows';
import { writeEnrolledList, writeSignSheetXlsx, type Pages } from './course-export.xlsx';

export type { ExportKind };

/**
 * The enrolment exports of part 2 §2.10 and §7: the enrolled list (simple or complete) as xlsx and
 * the attendance sheet to sign as PDF or xlsx. For those who use the enrolment tools (dojo and
 * national administrators) on a course they see: its managers get everyone enrolled, anyone else
 * the enrolled members they may enrol. Everything that may refuse is decided in `prepare`, before
 * the first byte, so that a refusal still answers as JSON.
 */
export class CourseExportService {
  async prepare(ctx: RequestContext, courseId: number, kind: ExportKind): Promise<FileDownload> {
    const caller = requireCaller(ctx);
    if (!usesEnrolmentTools(caller)) {
      throw new DomainError('FORBIDDEN', 'auth.permissionDenied', { title: 'courses.exportFailed' });
    }
    const course = await loadCourse(ctx.em, caller, courseId);
    const sessions = await courseSessions(ctx.em, courseId);
    const { em, lang } = ctx;
    const pages = (order: ExportOrder) =>
      visibleMembers(
        enrolledMembers(em, courseId, course.today, scopeOf(caller, course), order),
        caller,
        course,
      );
    // Sessions are signed for; events (a dinner, a visit) only when the course has nothing else.
    const signed = sessions.some((s) => s.kind === 'S') ? sessions.filter((s) => s.kind === 'S') : sessions;
    const write = {
      list: (out: Writable) => writeEnrolledList(out, lang, course, sessions, pages('number'), false),
      complete: (out: Writable) => writeEnrolledList(out, lang, course, sessions, pages('number'), true),
      sheetXlsx: (out: Writable) => writeSignSheetXlsx(out, lang, course, signed, pages('surname')),
      sheetPdf: (out: Writable) => writeSignSheetPdf(out, lang, course, signed, () => pages('surname')),
    }[kind];
    const type = kind === 'sheetPdf' ? CONTENT_TYPES.pdf : CONTENT_TYPES.xlsx;
    return { name: exportFileName(lang, kind, course), type, write };
  }
}

const scopeOf = (caller: Caller, course: CourseAccess) =>
  managesCourse(caller, course) ? ({ everyone: true } as const) : { actor: caller };

/**
 * The rows the SQL scope gave, each checked again by the rule itself (`enrolsMember`), so that the
 * statement can only narrow what the predicate allows, never widen it.
 */
async function* visibleMembers(
  pages: Pages,
  caller: Caller,
  course: CourseAccess,
): AsyncGenerator<ExportMember[]> {
  const everyone = managesCourse(caller, course);
  for await (const page of pages) {
    yield everyone ? page : page.filter((m) => enrolsMember(caller, m));
  }
}
