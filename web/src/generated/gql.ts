/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Association($id: Int!) {\n    association(id: $id) {\n      id\n      name\n      zone\n      series\n    }\n  }\n": typeof types.AssociationDocument,
    "\n  mutation CreateAssociation($input: AssociationInput!) {\n    createAssociation(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateAssociationDocument,
    "\n  mutation UpdateAssociation($id: Int!, $input: AssociationInput!) {\n    updateAssociation(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateAssociationDocument,
    "\n  query AssociationList($page: ListInput) {\n    associations(page: $page) {\n      total\n      items {\n        ...AssociationRow\n      }\n    }\n  }\n": typeof types.AssociationListDocument,
    "\n  query AssociationPosition($id: Int!, $orderBy: String, $filter: String) {\n    associationPosition(id: $id, orderBy: $orderBy, filter: $filter)\n  }\n": typeof types.AssociationPositionDocument,
    "\n  mutation DeleteAssociation($id: Int!) {\n    deleteAssociation(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteAssociationDocument,
    "\n  fragment AssociationRow on Association {\n    id\n    name\n    zone\n    series\n    dojoCount\n  }\n": typeof types.AssociationRowFragmentDoc,
    "\n  query AssociationConflicts($name: String, $series: String, $exceptId: Int) {\n    associationConflicts(name: $name, series: $series, exceptId: $exceptId) {\n      nameTakenBy\n      seriesTakenBy\n    }\n  }\n": typeof types.AssociationConflictsDocument,
    "\n  query AuditLog($filter: AuditFilter, $page: ListInput) {\n    auditLog(filter: $filter, page: $page) {\n      total\n      totalIsExact\n      items {\n        id\n        at\n        action\n        table\n        recordId\n        authorName\n        before\n        after\n        changedFields\n      }\n    }\n  }\n": typeof types.AuditLogDocument,
    "\n  query ValidationLink($mail: String!, $code: String!) {\n    validationLink(mail: $mail, code: $code) {\n      mail\n      firstName\n      message\n    }\n  }\n": typeof types.ValidationLinkDocument,
    "\n  mutation SetFirstPassword($input: FirstPasswordInput!) {\n    setFirstPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.SetFirstPasswordDocument,
    "\n  mutation SignIn($mail: String!, $password: String!) {\n    signIn(mail: $mail, password: $password) {\n      token\n      user {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  query BillingSummary {\n    billingSummary {\n      owedToYouCents\n      overdueToYouCents\n      owedByYouCents\n      openByYou\n    }\n  }\n": typeof types.BillingSummaryDocument,
    "\n  query Charge($id: Int!) {\n    charge(id: $id) {\n      ...ChargeRecord\n    }\n  }\n": typeof types.ChargeDocument,
    "\n  fragment ChargeRecord on Charge {\n    id\n    kind\n    year\n    status\n    amountCents\n    reference\n    payerName\n    issuerName\n    associationName\n    dojoName\n    dueDate\n    paidAt\n    createdAt\n    reason\n    invoiceNumber\n    creditNoteNumber\n    receiptUrl\n    payable\n    items {\n      description\n      quantity\n      unitCents\n      totalCents\n    }\n  }\n": typeof types.ChargeRecordFragmentDoc,
    "\n  query ChargeList($page: ListInput, $filter: ChargeFilter) {\n    charges(page: $page, filter: $filter) {\n      total\n      totalIsExact\n      items {\n        ...ChargeRow\n      }\n    }\n  }\n": typeof types.ChargeListDocument,
    "\n  query ChargePosition($id: Int!, $orderBy: String, $filter: String, $filterBy: ChargeFilter) {\n    chargePosition(id: $id, orderBy: $orderBy, filter: $filter, filterBy: $filterBy)\n  }\n": typeof types.ChargePositionDocument,
    "\n  query Settlements($year: Int!) {\n    settlements(year: $year) {\n      associationId\n      associationName\n      year\n      owedCents\n      settledCents\n      paidCents\n      pendingCents\n    }\n  }\n": typeof types.SettlementsDocument,
    "\n  mutation CreateSettlement($associationId: Int!, $year: Int!) {\n    createSettlement(associationId: $associationId, year: $year) {\n      id\n      amountCents\n      reference\n    }\n  }\n": typeof types.CreateSettlementDocument,
    "\n  mutation SetTariff($input: TariffInput!) {\n    setTariff(input: $input) {\n      id\n      adultCents\n      childCents\n      changedAt\n    }\n  }\n": typeof types.SetTariffDocument,
    "\n  query BillingTariffs($year: Int!) {\n    tariffs(year: $year) {\n      id\n      year\n      level\n      associationId\n      associationName\n      dojoId\n      dojoName\n      adultCents\n      childCents\n      changedAt\n    }\n  }\n": typeof types.BillingTariffsDocument,
    "\n  fragment ChargeRow on Charge {\n    id\n    kind\n    year\n    status\n    amountCents\n    reference\n    payerName\n    issuerName\n    dueDate\n    payable\n  }\n": typeof types.ChargeRowFragmentDoc,
    "\n  query MemberCardList($page: ListInput, $dojoId: Int) {\n    memberCards(page: $page, dojoId: $dojoId) {\n      total\n      totalIsExact\n      printable\n      items {\n        ...CardRow\n      }\n    }\n  }\n": typeof types.MemberCardListDocument,
    "\n  query MemberCardPosition($id: Int!, $orderBy: String, $filter: String, $dojoId: Int) {\n    memberCardPosition(id: $id, orderBy: $orderBy, filter: $filter, dojoId: $dojoId)\n  }\n": typeof types.MemberCardPositionDocument,
    "\n  fragment CardRow on MemberCard {\n    id\n    memberNumber\n    firstName\n    lastName\n    mail\n    printable\n    dojoId\n    dojoName\n    lastFeeYear\n    age\n  }\n": typeof types.CardRowFragmentDoc,
    "\n  mutation RenewCardCode($memberId: Int!) {\n    renewCardCode(memberId: $memberId) {\n      id\n      checkLink\n    }\n  }\n": typeof types.RenewCardCodeDocument,
    "\n  fragment PrintedCard on MemberCard {\n    id\n    memberNumber\n    firstName\n    lastName\n    dojoName\n    associationName\n    avatar\n    validatedFeeYear\n    checkLink\n  }\n": typeof types.PrintedCardFragmentDoc,
    "\n  query MemberCardsToPrint(\n    $dojoId: Int\n    $filter: String\n    $orderBy: String\n    $ids: [Int!]\n    $after: String\n    $first: Int!\n  ) {\n    memberCardsToPrint(\n      dojoId: $dojoId\n      filter: $filter\n      orderBy: $orderBy\n      ids: $ids\n      after: $after\n      first: $first\n    ) {\n      edges {\n        node {\n          ...PrintedCard\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": typeof types.MemberCardsToPrintDocument,
    "\n  query ContactInbox($page: ListInput, $unreadOnly: Boolean) {\n    contactMessages(page: $page, unreadOnly: $unreadOnly) {\n      total\n      items {\n        id\n        name\n        email\n        message\n        language\n        createdAt\n        read\n      }\n    }\n  }\n": typeof types.ContactInboxDocument,
    "\n  mutation MarkContactMessage($id: Int!, $read: Boolean!) {\n    markContactMessage(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": typeof types.MarkContactMessageDocument,
    "\n  fragment CourseDetail on Course {\n    id\n    title\n    city\n    details\n    clausesActive\n    clauses\n    image\n    memberPriceCents\n    otherPriceCents\n    organiserName\n    validated\n    canEdit\n    canValidate\n    sessions {\n      id\n      date\n      startTime\n      endTime\n      description\n      kind\n      priceCents\n    }\n  }\n": typeof types.CourseDetailFragmentDoc,
    "\n  query Course($id: Int!) {\n    course(id: $id) {\n      ...CourseDetail\n    }\n  }\n": typeof types.CourseDocument,
    "\n  mutation CreateCourse($input: CourseInput!) {\n    createCourse(input: $input) {\n      ...CourseDetail\n    }\n  }\n": typeof types.CreateCourseDocument,
    "\n  mutation UpdateCourse($id: Int!, $input: CourseInput!) {\n    updateCourse(id: $id, input: $input) {\n      ...CourseDetail\n    }\n  }\n": typeof types.UpdateCourseDocument,
    "\n  query CourseList($page: ListInput) {\n    courses(page: $page) {\n      total\n      items {\n        ...CourseRow\n      }\n    }\n  }\n": typeof types.CourseListDocument,
    "\n  query CoursePosition($id: Int!, $orderBy: String, $filter: String) {\n    coursePosition(id: $id, orderBy: $orderBy, filter: $filter)\n  }\n": typeof types.CoursePositionDocument,
    "\n  fragment MyCourseRow on Course {\n    id\n    title\n    startDate\n    endDate\n    city\n    organiserName\n  }\n": typeof types.MyCourseRowFragmentDoc,
    "\n  query MyCourses($associationId: Int, $memberId: Int) {\n    myCourses(associationId: $associationId, memberId: $memberId) {\n      ...MyCourseRow\n    }\n  }\n": typeof types.MyCoursesDocument,
    "\n  fragment CourseRow on Course {\n    id\n    title\n    city\n    startDate\n    endDate\n    organiserId\n    organiserName\n    associationId\n    validated\n    status\n    enrolled\n    canEdit\n    canValidate\n    canEnrol\n  }\n": typeof types.CourseRowFragmentDoc,
    "\n  mutation DeleteCourse($id: Int!) {\n    deleteCourse(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteCourseDocument,
    "\n  mutation ToggleCourseValidation($id: Int!) {\n    toggleCourseValidation(id: $id) {\n      id\n      validated\n      canEdit\n      canValidate\n      canEnrol\n    }\n  }\n": typeof types.ToggleCourseValidationDocument,
    "\n  query Dojo($id: Int!) {\n    dojo(id: $id) {\n      ...DojoDetail\n    }\n  }\n": typeof types.DojoDocument,
    "\n  query DojoFormOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n        zone\n      }\n    }\n    countries {\n      code\n      name\n      provinces {\n        code\n        name\n      }\n    }\n  }\n": typeof types.DojoFormOptionsDocument,
    "\n  mutation CreateDojo($input: DojoInput!) {\n    createDojo(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateDojoDocument,
    "\n  mutation UpdateDojo($id: Int!, $input: DojoInput!) {\n    updateDojo(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateDojoDocument,
    "\n  query DojoList($page: ListInput, $associationId: Int) {\n    dojos(page: $page, associationId: $associationId) {\n      total\n      items {\n        ...DojoRow\n      }\n    }\n  }\n": typeof types.DojoListDocument,
    "\n  query DojoPosition($id: Int!, $orderBy: String, $filter: String, $associationId: Int) {\n    dojoPosition(id: $id, orderBy: $orderBy, filter: $filter, associationId: $associationId)\n  }\n": typeof types.DojoPositionDocument,
    "\n  query DojoFilterAssociation($id: Int!) {\n    association(id: $id) {\n      id\n      name\n    }\n  }\n": typeof types.DojoFilterAssociationDocument,
    "\n  mutation DeleteDojo($id: Int!) {\n    deleteDojo(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteDojoDocument,
    "\n  fragment DojoRow on Dojo {\n    id\n    name\n    city\n    associationId\n    association {\n      id\n      name\n    }\n    memberCount\n    visible\n  }\n": typeof types.DojoRowFragmentDoc,
    "\n  fragment DojoDetail on Dojo {\n    id\n    name\n    city\n    associationId\n    country\n    province\n    web\n    maps\n    address\n    phone\n    contactPerson\n    email\n    schedule\n    logo\n    visible\n  }\n": typeof types.DojoDetailFragmentDoc,
    "\n  query DojoNameTaken($associationId: Int!, $name: String!, $exceptId: Int) {\n    dojoNameTakenBy(associationId: $associationId, name: $name, exceptId: $exceptId)\n  }\n": typeof types.DojoNameTakenDocument,
    "\n  query EnrolmentCalendarFeed {\n    calendarFeed {\n      url\n    }\n  }\n": typeof types.EnrolmentCalendarFeedDocument,
    "\n  mutation RenewCalendarFeed {\n    renewCalendarFeed {\n      url\n    }\n  }\n": typeof types.RenewCalendarFeedDocument,
    "\n  fragment EnrolmentCourseDetail on Course {\n    id\n    title\n    city\n    details\n    clausesActive\n    clauses\n    image\n    startDate\n    endDate\n    status\n    enrolled\n    canEnrol\n    marksPayment\n    sessions {\n      id\n      date\n      startTime\n      endTime\n      description\n      kind\n    }\n  }\n": typeof types.EnrolmentCourseDetailFragmentDoc,
    "\n  query EnrolmentCourse($id: Int!) {\n    course(id: $id) {\n      ...EnrolmentCourseDetail\n    }\n  }\n": typeof types.EnrolmentCourseDocument,
    "\n  query CourseEnrolment(\n    $courseId: Int!\n    $page: ListInput\n    $column: EnrolmentSearchColumn\n    $enrolledOnly: Boolean\n  ) {\n    courseEnrolment(\n      courseId: $courseId\n      page: $page\n      column: $column\n      enrolledOnly: $enrolledOnly\n      boundedTotal: true\n    ) {\n      items {\n        ...EnrolmentMemberRow\n      }\n      returned\n      total\n      totalIsExact\n      enrolled\n      paid\n      attended\n      eventTotals {\n        sessionId\n        total\n      }\n    }\n  }\n": typeof types.CourseEnrolmentDocument,
    "\n  fragment EnrolmentMemberRow on EnrolmentRow {\n    memberId\n    number\n    firstName\n    lastName\n    dojoName\n    dojoId\n    associationId\n    enrolled\n    paid\n    attended\n    clauseAccepted\n    editable\n    entries {\n      sessionId\n      kind\n      eventAttendees\n      attended\n      paid\n    }\n  }\n": typeof types.EnrolmentMemberRowFragmentDoc,
    "\n  mutation SaveEnrolmentChanges($courseId: Int!, $changes: [EnrolmentChangeInput!]!) {\n    saveEnrolmentChanges(courseId: $courseId, changes: $changes) {\n      total\n    }\n  }\n": typeof types.SaveEnrolmentChangesDocument,
    "\n  query FeeAssociationOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.FeeAssociationOptionsDocument,
    "\n  query FeeDojoOptions($associationId: Int!) {\n    dojos(associationId: $associationId, page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.FeeDojoOptionsDocument,
    "\n  fragment FeeBatchDetail on FeeBatch {\n    id\n    year\n    dojoId\n    dojoName\n    associationId\n    state\n    memberIds\n    history {\n      ...FeeValidationRow\n    }\n  }\n": typeof types.FeeBatchDetailFragmentDoc,
    "\n  query FeeBatch($id: Int!) {\n    feeBatch(id: $id) {\n      ...FeeBatchDetail\n    }\n  }\n": typeof types.FeeBatchDocument,
    "\n  mutation CreateFeeBatch($input: FeeBatchInput!) {\n    createFeeBatch(input: $input) {\n      ...FeeBatchDetail\n    }\n  }\n": typeof types.CreateFeeBatchDocument,
    "\n  mutation UpdateFeeBatch($id: Int!, $input: FeeBatchInput!) {\n    updateFeeBatch(id: $id, input: $input) {\n      ...FeeBatchDetail\n    }\n  }\n": typeof types.UpdateFeeBatchDocument,
    "\n  fragment FeeValidationRow on FeeBatchValidation {\n    level\n    validated\n    at\n    memberId\n    memberName\n  }\n": typeof types.FeeValidationRowFragmentDoc,
    "\n  fragment FeeCandidateRow on FeeCandidate {\n    memberId\n    number\n    firstName\n    lastName\n    kind\n    lastFeeYear\n    inBatch\n    otherBatchId\n  }\n": typeof types.FeeCandidateRowFragmentDoc,
    "\n  query FeeBatchCandidates($year: Int!, $batchId: Int, $dojoId: Int, $orderBy: String) {\n    feeBatchCandidates(year: $year, batchId: $batchId, dojoId: $dojoId, orderBy: $orderBy) {\n      ...FeeCandidateRow\n    }\n  }\n": typeof types.FeeBatchCandidatesDocument,
    "\n  query FeeBatchList($page: ListInput, $status: FeeBatchStatus) {\n    feeBatches(page: $page, status: $status) {\n      total\n      items {\n        ...FeeBatchRow\n      }\n    }\n  }\n": typeof types.FeeBatchListDocument,
    "\n  query FeeBatchPosition($id: Int!, $orderBy: String, $filter: String, $status: FeeBatchStatus) {\n    feeBatchPosition(id: $id, orderBy: $orderBy, filter: $filter, status: $status)\n  }\n": typeof types.FeeBatchPositionDocument,
    "\n  fragment FeeBatchRow on FeeBatch {\n    id\n    year\n    dojoId\n    dojoName\n    associationId\n    associationName\n    adults\n    children\n    state\n    levelToValidate\n    levelToUndo\n  }\n": typeof types.FeeBatchRowFragmentDoc,
    "\n  mutation ValidateFeeBatches($ids: [Int!]!, $level: Int!) {\n    validateFeeBatches(ids: $ids, level: $level) {\n      ...FeeBatchRow\n    }\n  }\n": typeof types.ValidateFeeBatchesDocument,
    "\n  mutation UnvalidateFeeBatches($ids: [Int!]!, $level: Int!) {\n    unvalidateFeeBatches(ids: $ids, level: $level) {\n      ...FeeBatchRow\n    }\n  }\n": typeof types.UnvalidateFeeBatchesDocument,
    "\n  mutation DeleteFeeBatch($id: Int!) {\n    deleteFeeBatch(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteFeeBatchDocument,
    "\n  fragment GradeReadinessFields on GradeReadiness {\n    memberId\n    nextBelt\n    hoursAttended\n    hoursNeeded\n    meetsHours\n    daysInGrade\n  }\n": typeof types.GradeReadinessFieldsFragmentDoc,
    "\n  query GradeEntryList($page: ListInput, $meetsHours: Boolean) {\n    gradeEntries(page: $page, meetsHours: $meetsHours) {\n      total\n      items {\n        ...GradeEntryRow\n      }\n    }\n  }\n": typeof types.GradeEntryListDocument,
    "\n  query GradeEntryPosition(\n    $id: Int!\n    $kind: GradeEntryKind!\n    $orderBy: String\n    $filter: String\n    $meetsHours: Boolean\n  ) {\n    gradeEntryPosition(id: $id, kind: $kind, orderBy: $orderBy, filter: $filter, meetsHours: $meetsHours)\n  }\n": typeof types.GradeEntryPositionDocument,
    "\n  fragment GradeEntryRow on GradeEntry {\n    id\n    kind\n    memberId\n    memberNumber\n    firstName\n    lastName\n    description\n    date\n    status\n    value\n    validatedBy\n    canValidate\n    canDelete\n  }\n": typeof types.GradeEntryRowFragmentDoc,
    "\n  fragment HeldGradeFields on GradeRecord {\n    memberId\n    belts {\n      id\n      refId\n      date\n      hours\n      status\n      locked\n      value\n      description\n    }\n    titles {\n      id\n      refId\n      date\n      hours\n      status\n      locked\n      value\n      description\n    }\n  }\n": typeof types.HeldGradeFieldsFragmentDoc,
    "\n  query GradeModal($memberId: Int!) {\n    belts {\n      id\n      value\n      description\n      primaryColour\n    }\n    titles {\n      id\n      value\n      description\n    }\n    memberGradeRecord(memberId: $memberId) {\n      ...HeldGradeFields\n    }\n    gradeReadiness(memberId: $memberId) {\n      ...GradeReadinessFields\n    }\n  }\n": typeof types.GradeModalDocument,
    "\n  mutation SaveMemberGrades($memberId: Int!, $input: GradeRecordInput!) {\n    saveMemberGrades(memberId: $memberId, input: $input) {\n      ...HeldGradeFields\n    }\n  }\n": typeof types.SaveMemberGradesDocument,
    "\n  mutation ToggleGradeValidation($id: Int!, $kind: GradeEntryKind!) {\n    toggleGradeValidation(id: $id, kind: $kind)\n  }\n": typeof types.ToggleGradeValidationDocument,
    "\n  mutation DeleteGradeEntry($id: Int!, $kind: GradeEntryKind!) {\n    deleteGradeEntry(id: $id, kind: $kind) {\n      message\n    }\n  }\n": typeof types.DeleteGradeEntryDocument,
    "\n  mutation SwitchProfile($input: SwitchProfileInput!) {\n    switchProfile(input: $input) {\n      token\n    }\n  }\n": typeof types.SwitchProfileDocument,
    "\n  mutation SetPermission($role: RoleToggle!, $enabled: Boolean!) {\n    setPermission(role: $role, enabled: $enabled) {\n      token\n    }\n  }\n": typeof types.SetPermissionDocument,
    "\n  query CardCheck($memberNumber: String!, $code: String!) {\n    cardCheck(memberNumber: $memberNumber, code: $code) {\n      ...CardCheckFields\n    }\n  }\n": typeof types.CardCheckDocument,
    "\n  fragment CardCheckFields on CardCheck {\n    memberNumber\n    fullName\n    dojoName\n    associationName\n    avatar\n    currentYear\n    feeValidatedThisYear\n    validatedFeeYear\n    grade\n    title\n  }\n": typeof types.CardCheckFieldsFragmentDoc,
    "\n  query MemberFeesPanel($memberId: Int!) {\n    memberFees(memberId: $memberId) {\n      year\n      dojoId\n      dojoName\n    }\n  }\n": typeof types.MemberFeesPanelDocument,
    "\n  query GradesPanel($memberId: Int!) {\n    belts {\n      id\n      value\n      primaryColour\n    }\n    memberGradeRecord(memberId: $memberId) {\n      ...HeldGradeFields\n    }\n  }\n": typeof types.GradesPanelDocument,
    "\n  query GradesPanelReadiness($memberId: Int!) {\n    gradeReadiness(memberId: $memberId) {\n      ...GradeReadinessFields\n    }\n  }\n": typeof types.GradesPanelReadinessDocument,
    "\n  query MemberView($memberNumber: String!) {\n    member(memberNumber: $memberNumber) {\n      ...MemberDetail\n    }\n  }\n": typeof types.MemberViewDocument,
    "\n  query OwnCoursesPanel($memberId: Int, $limit: Int, $orderBy: String) {\n    myCourses(memberId: $memberId, limit: $limit, orderBy: $orderBy) {\n      id\n      title\n      city\n      startDate\n      endDate\n    }\n  }\n": typeof types.OwnCoursesPanelDocument,
    "\n  mutation EraseMemberPersonalData($id: Int!) {\n    eraseMemberPersonalData(id: $id) {\n      message\n    }\n  }\n": typeof types.EraseMemberPersonalDataDocument,
    "\n  query UpcomingCoursesPanel($page: ListInput) {\n    publicCourses(page: $page) {\n      items {\n        id\n        title\n        city\n        startDate\n        endDate\n      }\n    }\n  }\n": typeof types.UpcomingCoursesPanelDocument,
    "\n  fragment MemberImportResultFields on MemberImportResult {\n    rows\n    imported\n    message\n    problems {\n      line\n      column\n      message\n    }\n  }\n": typeof types.MemberImportResultFieldsFragmentDoc,
    "\n  mutation ImportMembers($input: MemberImportInput!, $dryRun: Boolean!) {\n    importMembers(input: $input, dryRun: $dryRun) {\n      ...MemberImportResultFields\n    }\n  }\n": typeof types.ImportMembersDocument,
    "\n  query Member($id: Int!) {\n    member(id: $id) {\n      ...MemberDetail\n    }\n  }\n": typeof types.MemberDocument,
    "\n  mutation CreateMember($input: MemberInput!) {\n    createMember(input: $input) {\n      ...MemberDetail\n    }\n  }\n": typeof types.CreateMemberDocument,
    "\n  mutation UpdateMember($id: Int!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      token\n      member {\n        ...MemberDetail\n      }\n    }\n  }\n": typeof types.UpdateMemberDocument,
    "\n  query MemberAssociationOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MemberAssociationOptionsDocument,
    "\n  query MemberDojoOptions($associationId: Int!) {\n    dojos(associationId: $associationId, page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MemberDojoOptionsDocument,
    "\n  fragment MemberDetail on Member {\n    id\n    memberNumber\n    dni\n    firstName\n    lastName\n    fullName\n    mail\n    birthDate\n    age\n    address\n    city\n    province\n    phone\n    notes\n    isAdmin\n    isAssociationAdmin\n    isDojoAdmin\n    dojoId\n    associationId\n    dojo {\n      id\n      name\n    }\n    association {\n      id\n      name\n    }\n    avatar\n    validated\n    lastFeeYear\n    validationLink\n  }\n": typeof types.MemberDetailFragmentDoc,
    "\n  query MemberList($page: ListInput, $dojoId: Int) {\n    members(page: $page, dojoId: $dojoId, boundedTotal: true) {\n      total\n      totalIsExact\n      items {\n        ...MemberRow\n      }\n    }\n  }\n": typeof types.MemberListDocument,
    "\n  query MemberPosition($id: Int!, $orderBy: String, $filter: String, $dojoId: Int) {\n    memberPosition(id: $id, orderBy: $orderBy, filter: $filter, dojoId: $dojoId)\n  }\n": typeof types.MemberPositionDocument,
    "\n  query MemberListDojo($id: Int!) {\n    dojo(id: $id) {\n      id\n      name\n      associationId\n    }\n  }\n": typeof types.MemberListDojoDocument,
    "\n  mutation ResetMemberPassword($memberId: Int!) {\n    resetMemberPassword(memberId: $memberId) {\n      link\n      message\n    }\n  }\n": typeof types.ResetMemberPasswordDocument,
    "\n  fragment MemberRow on Member {\n    id\n    memberNumber\n    avatar\n    firstName\n    lastName\n    fullName\n    mail\n    dojoId\n    associationId\n    dojo {\n      id\n      name\n    }\n    age\n    lastFeeYear\n    isAdmin\n    isAssociationAdmin\n    isDojoAdmin\n  }\n": typeof types.MemberRowFragmentDoc,
    "\n  query MemberMailTaken($mail: String!, $exceptId: Int) {\n    memberMailTaken(mail: $mail, exceptId: $exceptId)\n  }\n": typeof types.MemberMailTakenDocument,
    "\n  query MemberNumberTaken($memberNumber: String!, $exceptId: Int) {\n    memberNumberTaken(memberNumber: $memberNumber, exceptId: $exceptId)\n  }\n": typeof types.MemberNumberTakenDocument,
    "\n  mutation DeleteMember($id: Int!) {\n    deleteMember(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteMemberDocument,
    "\n  mutation StartPayment($chargeId: Int!, $method: PaymentMethod!) {\n    startPayment(chargeId: $chargeId, method: $method) {\n      paymentId\n      url\n      fields {\n        Ds_SignatureVersion\n        Ds_MerchantParameters\n        Ds_Signature\n      }\n    }\n  }\n": typeof types.StartPaymentDocument,
    "\n  query PublicHome($courses: ListInput) {\n    publicCourses(page: $courses) {\n      items {\n        id\n        title\n        image\n        city\n        startDate\n        endDate\n        details\n      }\n    }\n    publicDojoPlaces {\n      country\n      province\n      count\n    }\n    countries {\n      code\n      name\n      lat\n      lon\n      provinces {\n        code\n        name\n        lat\n        lon\n      }\n    }\n  }\n": typeof types.PublicHomeDocument,
    "\n  query PublicDojoCards($page: ListInput, $country: String, $province: String) {\n    publicDojos(page: $page, country: $country, province: $province) {\n      id\n      name\n      logo\n      city\n      country\n      province\n      schedule\n      address\n      phone\n      contactPerson\n      web\n      maps\n    }\n  }\n": typeof types.PublicDojoCardsDocument,
    "\n  query ReportViews {\n    reportViews {\n      code\n      name\n    }\n  }\n": typeof types.ReportViewsDocument,
    "\n  query ReportFields($view: String!) {\n    reportFields(view: $view) {\n      key\n      name\n      type\n      groupable\n      aggregatable\n      functions\n    }\n  }\n": typeof types.ReportFieldsDocument,
    "\n  query Report($input: ReportInput!) {\n    report(input: $input) {\n      columns {\n        key\n        name\n        type\n      }\n      rows\n      returned\n      total\n    }\n  }\n": typeof types.ReportDocument,
    "\n  query ReportValues($view: String!, $field: String!) {\n    reportValues(view: $view, field: $field) {\n      value\n      label\n    }\n  }\n": typeof types.ReportValuesDocument,
    "\n  mutation AddReportTemplate($input: ReportTemplateInput!) {\n    addReportTemplate(input: $input) {\n      id\n    }\n  }\n": typeof types.AddReportTemplateDocument,
    "\n  mutation AddTemplateRow($input: ReportTemplateInput!) {\n    addReportTemplate(input: $input) {\n      id\n    }\n  }\n": typeof types.AddTemplateRowDocument,
    "\n  mutation UpdateReportTemplate($id: Int!, $input: ReportTemplateInput!) {\n    updateReportTemplate(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateReportTemplateDocument,
    "\n  mutation DeleteReportTemplate($id: Int!) {\n    deleteReportTemplate(id: $id)\n  }\n": typeof types.DeleteReportTemplateDocument,
    "\n  fragment ReportTemplateRow on ReportTemplate {\n    id\n    view\n    name\n    description\n    isDefault\n    createdAt\n    dropped\n    definition {\n      fields\n      groupBy\n      filter {\n        connector\n        groups {\n          connector\n          conditions {\n            field\n            operator\n            value\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReportTemplateRowFragmentDoc,
    "\n  query ReportTemplates($view: String!) {\n    reportTemplates(view: $view) {\n      ...ReportTemplateRow\n    }\n  }\n": typeof types.ReportTemplatesDocument,
    "\n  query DefaultReportTemplate {\n    defaultReportTemplate {\n      ...ReportTemplateRow\n    }\n  }\n": typeof types.DefaultReportTemplateDocument,
    "\n  query TemplateViews {\n    reportViews {\n      code\n    }\n  }\n": typeof types.TemplateViewsDocument,
    "\n  query SepaCreditor($associationId: Int!) {\n    sepaCreditor(associationId: $associationId) {\n      associationId\n      creditorId\n      name\n      iban\n      bic\n    }\n  }\n": typeof types.SepaCreditorDocument,
    "\n  mutation SaveSepaCreditor($associationId: Int!, $input: SepaCreditorInput!) {\n    saveSepaCreditor(associationId: $associationId, input: $input) {\n      associationId\n      creditorId\n      name\n      iban\n      bic\n    }\n  }\n": typeof types.SaveSepaCreditorDocument,
    "\n  mutation SaveMandate($input: MandateInput!) {\n    saveMandate(input: $input) {\n      id\n    }\n  }\n": typeof types.SaveMandateDocument,
    "\n  query SepaMandates($page: ListInput) {\n    mandates(page: $page) {\n      total\n      items {\n        id\n        payerKind\n        payerId\n        payerName\n        debtorName\n        iban\n        ibanMasked\n        bic\n        reference\n        signedOn\n        sequence\n        active\n      }\n    }\n  }\n": typeof types.SepaMandatesDocument,
    "\n  query SepaRemittances($page: ListInput) {\n    remittances(page: $page) {\n      total\n      items {\n        id\n        creditorName\n        collectionDate\n        debitCount\n        amountCents\n        firstCount\n        recurrentCount\n        returnedCount\n        fileUrl\n      }\n    }\n  }\n": typeof types.SepaRemittancesDocument,
    "\n  mutation CreateRemittance($collectionDate: String!) {\n    createRemittance(collectionDate: $collectionDate) {\n      id\n      debitCount\n      amountCents\n    }\n  }\n": typeof types.CreateRemittanceDocument,
    "\n  query CurrentMember {\n    me {\n      id\n      firstName\n      lastName\n      memberNumber\n      avatar\n      associationId\n      dojoId\n      roles {\n        admin\n        associationAdmin\n        dojoAdmin\n      }\n      originalRoles {\n        admin\n        associationAdmin\n        dojoAdmin\n      }\n    }\n  }\n": typeof types.CurrentMemberDocument,
    "\n  mutation SignOut {\n    signOut {\n      message\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  query Warnings {\n    warnings {\n      fees\n      courses\n      grades\n      contact\n    }\n  }\n": typeof types.WarningsDocument,
    "\n  query StatementLines($filter: StatementLineFilter, $page: ListInput) {\n    statementLines(filter: $filter, page: $page) {\n      total\n      items {\n        id\n        fileLine\n        bookedOn\n        amountCents\n        credit\n        concept\n        reference\n        endToEndId\n        returnReason\n        status\n        chargeReference\n      }\n    }\n  }\n": typeof types.StatementLinesDocument,
    "\n  mutation MatchStatementLine($lineId: Int!, $chargeId: Int!) {\n    matchStatementLine(lineId: $lineId, chargeId: $chargeId) {\n      id\n      status\n      chargeReference\n    }\n  }\n": typeof types.MatchStatementLineDocument,
    "\n  mutation DismissStatementLine($lineId: Int!) {\n    dismissStatementLine(lineId: $lineId) {\n      id\n      status\n    }\n  }\n": typeof types.DismissStatementLineDocument,
    "\n  query BankStatements($page: ListInput) {\n    bankStatements(page: $page) {\n      total\n      items {\n        id\n        format\n        account\n        from\n        to\n        creditCents\n        lineCount\n        matchedCount\n        pendingCount\n        dismissedCount\n        returnCount\n        importedAt\n      }\n    }\n  }\n": typeof types.BankStatementsDocument,
    "\n  query AssociationOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.AssociationOptionsDocument,
    "\n  query DojoOptions($associationId: Int!) {\n    dojos(associationId: $associationId, page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DojoOptionsDocument,
    "\n  query ValidationInbox($page: ListInput, $kind: ValidationKind) {\n    validationInbox(page: $page, kind: $kind) {\n      total\n      fees\n      grades\n      courses\n      items {\n        kind\n        id\n        title\n        detail\n        dojoName\n        memberNumber\n        date\n        level\n      }\n    }\n  }\n": typeof types.ValidationInboxDocument,
};
const documents: Documents = {
    "\n  query Association($id: Int!) {\n    association(id: $id) {\n      id\n      name\n      zone\n      series\n    }\n  }\n": types.AssociationDocument,
    "\n  mutation CreateAssociation($input: AssociationInput!) {\n    createAssociation(input: $input) {\n      id\n    }\n  }\n": types.CreateAssociationDocument,
    "\n  mutation UpdateAssociation($id: Int!, $input: AssociationInput!) {\n    updateAssociation(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateAssociationDocument,
    "\n  query AssociationList($page: ListInput) {\n    associations(page: $page) {\n      total\n      items {\n        ...AssociationRow\n      }\n    }\n  }\n": types.AssociationListDocument,
    "\n  query AssociationPosition($id: Int!, $orderBy: String, $filter: String) {\n    associationPosition(id: $id, orderBy: $orderBy, filter: $filter)\n  }\n": types.AssociationPositionDocument,
    "\n  mutation DeleteAssociation($id: Int!) {\n    deleteAssociation(id: $id) {\n      message\n    }\n  }\n": types.DeleteAssociationDocument,
    "\n  fragment AssociationRow on Association {\n    id\n    name\n    zone\n    series\n    dojoCount\n  }\n": types.AssociationRowFragmentDoc,
    "\n  query AssociationConflicts($name: String, $series: String, $exceptId: Int) {\n    associationConflicts(name: $name, series: $series, exceptId: $exceptId) {\n      nameTakenBy\n      seriesTakenBy\n    }\n  }\n": types.AssociationConflictsDocument,
    "\n  query AuditLog($filter: AuditFilter, $page: ListInput) {\n    auditLog(filter: $filter, page: $page) {\n      total\n      totalIsExact\n      items {\n        id\n        at\n        action\n        table\n        recordId\n        authorName\n        before\n        after\n        changedFields\n      }\n    }\n  }\n": types.AuditLogDocument,
    "\n  query ValidationLink($mail: String!, $code: String!) {\n    validationLink(mail: $mail, code: $code) {\n      mail\n      firstName\n      message\n    }\n  }\n": types.ValidationLinkDocument,
    "\n  mutation SetFirstPassword($input: FirstPasswordInput!) {\n    setFirstPassword(input: $input) {\n      message\n    }\n  }\n": types.SetFirstPasswordDocument,
    "\n  mutation SignIn($mail: String!, $password: String!) {\n    signIn(mail: $mail, password: $password) {\n      token\n      user {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  query BillingSummary {\n    billingSummary {\n      owedToYouCents\n      overdueToYouCents\n      owedByYouCents\n      openByYou\n    }\n  }\n": types.BillingSummaryDocument,
    "\n  query Charge($id: Int!) {\n    charge(id: $id) {\n      ...ChargeRecord\n    }\n  }\n": types.ChargeDocument,
    "\n  fragment ChargeRecord on Charge {\n    id\n    kind\n    year\n    status\n    amountCents\n    reference\n    payerName\n    issuerName\n    associationName\n    dojoName\n    dueDate\n    paidAt\n    createdAt\n    reason\n    invoiceNumber\n    creditNoteNumber\n    receiptUrl\n    payable\n    items {\n      description\n      quantity\n      unitCents\n      totalCents\n    }\n  }\n": types.ChargeRecordFragmentDoc,
    "\n  query ChargeList($page: ListInput, $filter: ChargeFilter) {\n    charges(page: $page, filter: $filter) {\n      total\n      totalIsExact\n      items {\n        ...ChargeRow\n      }\n    }\n  }\n": types.ChargeListDocument,
    "\n  query ChargePosition($id: Int!, $orderBy: String, $filter: String, $filterBy: ChargeFilter) {\n    chargePosition(id: $id, orderBy: $orderBy, filter: $filter, filterBy: $filterBy)\n  }\n": types.ChargePositionDocument,
    "\n  query Settlements($year: Int!) {\n    settlements(year: $year) {\n      associationId\n      associationName\n      year\n      owedCents\n      settledCents\n      paidCents\n      pendingCents\n    }\n  }\n": types.SettlementsDocument,
    "\n  mutation CreateSettlement($associationId: Int!, $year: Int!) {\n    createSettlement(associationId: $associationId, year: $year) {\n      id\n      amountCents\n      reference\n    }\n  }\n": types.CreateSettlementDocument,
    "\n  mutation SetTariff($input: TariffInput!) {\n    setTariff(input: $input) {\n      id\n      adultCents\n      childCents\n      changedAt\n    }\n  }\n": types.SetTariffDocument,
    "\n  query BillingTariffs($year: Int!) {\n    tariffs(year: $year) {\n      id\n      year\n      level\n      associationId\n      associationName\n      dojoId\n      dojoName\n      adultCents\n      childCents\n      changedAt\n    }\n  }\n": types.BillingTariffsDocument,
    "\n  fragment ChargeRow on Charge {\n    id\n    kind\n    year\n    status\n    amountCents\n    reference\n    payerName\n    issuerName\n    dueDate\n    payable\n  }\n": types.ChargeRowFragmentDoc,
    "\n  query MemberCardList($page: ListInput, $dojoId: Int) {\n    memberCards(page: $page, dojoId: $dojoId) {\n      total\n      totalIsExact\n      printable\n      items {\n        ...CardRow\n      }\n    }\n  }\n": types.MemberCardListDocument,
    "\n  query MemberCardPosition($id: Int!, $orderBy: String, $filter: String, $dojoId: Int) {\n    memberCardPosition(id: $id, orderBy: $orderBy, filter: $filter, dojoId: $dojoId)\n  }\n": types.MemberCardPositionDocument,
    "\n  fragment CardRow on MemberCard {\n    id\n    memberNumber\n    firstName\n    lastName\n    mail\n    printable\n    dojoId\n    dojoName\n    lastFeeYear\n    age\n  }\n": types.CardRowFragmentDoc,
    "\n  mutation RenewCardCode($memberId: Int!) {\n    renewCardCode(memberId: $memberId) {\n      id\n      checkLink\n    }\n  }\n": types.RenewCardCodeDocument,
    "\n  fragment PrintedCard on MemberCard {\n    id\n    memberNumber\n    firstName\n    lastName\n    dojoName\n    associationName\n    avatar\n    validatedFeeYear\n    checkLink\n  }\n": types.PrintedCardFragmentDoc,
    "\n  query MemberCardsToPrint(\n    $dojoId: Int\n    $filter: String\n    $orderBy: String\n    $ids: [Int!]\n    $after: String\n    $first: Int!\n  ) {\n    memberCardsToPrint(\n      dojoId: $dojoId\n      filter: $filter\n      orderBy: $orderBy\n      ids: $ids\n      after: $after\n      first: $first\n    ) {\n      edges {\n        node {\n          ...PrintedCard\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n": types.MemberCardsToPrintDocument,
    "\n  query ContactInbox($page: ListInput, $unreadOnly: Boolean) {\n    contactMessages(page: $page, unreadOnly: $unreadOnly) {\n      total\n      items {\n        id\n        name\n        email\n        message\n        language\n        createdAt\n        read\n      }\n    }\n  }\n": types.ContactInboxDocument,
    "\n  mutation MarkContactMessage($id: Int!, $read: Boolean!) {\n    markContactMessage(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": types.MarkContactMessageDocument,
    "\n  fragment CourseDetail on Course {\n    id\n    title\n    city\n    details\n    clausesActive\n    clauses\n    image\n    memberPriceCents\n    otherPriceCents\n    organiserName\n    validated\n    canEdit\n    canValidate\n    sessions {\n      id\n      date\n      startTime\n      endTime\n      description\n      kind\n      priceCents\n    }\n  }\n": types.CourseDetailFragmentDoc,
    "\n  query Course($id: Int!) {\n    course(id: $id) {\n      ...CourseDetail\n    }\n  }\n": types.CourseDocument,
    "\n  mutation CreateCourse($input: CourseInput!) {\n    createCourse(input: $input) {\n      ...CourseDetail\n    }\n  }\n": types.CreateCourseDocument,
    "\n  mutation UpdateCourse($id: Int!, $input: CourseInput!) {\n    updateCourse(id: $id, input: $input) {\n      ...CourseDetail\n    }\n  }\n": types.UpdateCourseDocument,
    "\n  query CourseList($page: ListInput) {\n    courses(page: $page) {\n      total\n      items {\n        ...CourseRow\n      }\n    }\n  }\n": types.CourseListDocument,
    "\n  query CoursePosition($id: Int!, $orderBy: String, $filter: String) {\n    coursePosition(id: $id, orderBy: $orderBy, filter: $filter)\n  }\n": types.CoursePositionDocument,
    "\n  fragment MyCourseRow on Course {\n    id\n    title\n    startDate\n    endDate\n    city\n    organiserName\n  }\n": types.MyCourseRowFragmentDoc,
    "\n  query MyCourses($associationId: Int, $memberId: Int) {\n    myCourses(associationId: $associationId, memberId: $memberId) {\n      ...MyCourseRow\n    }\n  }\n": types.MyCoursesDocument,
    "\n  fragment CourseRow on Course {\n    id\n    title\n    city\n    startDate\n    endDate\n    organiserId\n    organiserName\n    associationId\n    validated\n    status\n    enrolled\n    canEdit\n    canValidate\n    canEnrol\n  }\n": types.CourseRowFragmentDoc,
    "\n  mutation DeleteCourse($id: Int!) {\n    deleteCourse(id: $id) {\n      message\n    }\n  }\n": types.DeleteCourseDocument,
    "\n  mutation ToggleCourseValidation($id: Int!) {\n    toggleCourseValidation(id: $id) {\n      id\n      validated\n      canEdit\n      canValidate\n      canEnrol\n    }\n  }\n": types.ToggleCourseValidationDocument,
    "\n  query Dojo($id: Int!) {\n    dojo(id: $id) {\n      ...DojoDetail\n    }\n  }\n": types.DojoDocument,
    "\n  query DojoFormOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n        zone\n      }\n    }\n    countries {\n      code\n      name\n      provinces {\n        code\n        name\n      }\n    }\n  }\n": types.DojoFormOptionsDocument,
    "\n  mutation CreateDojo($input: DojoInput!) {\n    createDojo(input: $input) {\n      id\n    }\n  }\n": types.CreateDojoDocument,
    "\n  mutation UpdateDojo($id: Int!, $input: DojoInput!) {\n    updateDojo(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateDojoDocument,
    "\n  query DojoList($page: ListInput, $associationId: Int) {\n    dojos(page: $page, associationId: $associationId) {\n      total\n      items {\n        ...DojoRow\n      }\n    }\n  }\n": types.DojoListDocument,
    "\n  query DojoPosition($id: Int!, $orderBy: String, $filter: String, $associationId: Int) {\n    dojoPosition(id: $id, orderBy: $orderBy, filter: $filter, associationId: $associationId)\n  }\n": types.DojoPositionDocument,
    "\n  query DojoFilterAssociation($id: Int!) {\n    association(id: $id) {\n      id\n      name\n    }\n  }\n": types.DojoFilterAssociationDocument,
    "\n  mutation DeleteDojo($id: Int!) {\n    deleteDojo(id: $id) {\n      message\n    }\n  }\n": types.DeleteDojoDocument,
    "\n  fragment DojoRow on Dojo {\n    id\n    name\n    city\n    associationId\n    association {\n      id\n      name\n    }\n    memberCount\n    visible\n  }\n": types.DojoRowFragmentDoc,
    "\n  fragment DojoDetail on Dojo {\n    id\n    name\n    city\n    associationId\n    country\n    province\n    web\n    maps\n    address\n    phone\n    contactPerson\n    email\n    schedule\n    logo\n    visible\n  }\n": types.DojoDetailFragmentDoc,
    "\n  query DojoNameTaken($associationId: Int!, $name: String!, $exceptId: Int) {\n    dojoNameTakenBy(associationId: $associationId, name: $name, exceptId: $exceptId)\n  }\n": types.DojoNameTakenDocument,
    "\n  query EnrolmentCalendarFeed {\n    calendarFeed {\n      url\n    }\n  }\n": types.EnrolmentCalendarFeedDocument,
    "\n  mutation RenewCalendarFeed {\n    renewCalendarFeed {\n      url\n    }\n  }\n": types.RenewCalendarFeedDocument,
    "\n  fragment EnrolmentCourseDetail on Course {\n    id\n    title\n    city\n    details\n    clausesActive\n    clauses\n    image\n    startDate\n    endDate\n    status\n    enrolled\n    canEnrol\n    marksPayment\n    sessions {\n      id\n      date\n      startTime\n      endTime\n      description\n      kind\n    }\n  }\n": types.EnrolmentCourseDetailFragmentDoc,
    "\n  query EnrolmentCourse($id: Int!) {\n    course(id: $id) {\n      ...EnrolmentCourseDetail\n    }\n  }\n": types.EnrolmentCourseDocument,
    "\n  query CourseEnrolment(\n    $courseId: Int!\n    $page: ListInput\n    $column: EnrolmentSearchColumn\n    $enrolledOnly: Boolean\n  ) {\n    courseEnrolment(\n      courseId: $courseId\n      page: $page\n      column: $column\n      enrolledOnly: $enrolledOnly\n      boundedTotal: true\n    ) {\n      items {\n        ...EnrolmentMemberRow\n      }\n      returned\n      total\n      totalIsExact\n      enrolled\n      paid\n      attended\n      eventTotals {\n        sessionId\n        total\n      }\n    }\n  }\n": types.CourseEnrolmentDocument,
    "\n  fragment EnrolmentMemberRow on EnrolmentRow {\n    memberId\n    number\n    firstName\n    lastName\n    dojoName\n    dojoId\n    associationId\n    enrolled\n    paid\n    attended\n    clauseAccepted\n    editable\n    entries {\n      sessionId\n      kind\n      eventAttendees\n      attended\n      paid\n    }\n  }\n": types.EnrolmentMemberRowFragmentDoc,
    "\n  mutation SaveEnrolmentChanges($courseId: Int!, $changes: [EnrolmentChangeInput!]!) {\n    saveEnrolmentChanges(courseId: $courseId, changes: $changes) {\n      total\n    }\n  }\n": types.SaveEnrolmentChangesDocument,
    "\n  query FeeAssociationOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.FeeAssociationOptionsDocument,
    "\n  query FeeDojoOptions($associationId: Int!) {\n    dojos(associationId: $associationId, page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.FeeDojoOptionsDocument,
    "\n  fragment FeeBatchDetail on FeeBatch {\n    id\n    year\n    dojoId\n    dojoName\n    associationId\n    state\n    memberIds\n    history {\n      ...FeeValidationRow\n    }\n  }\n": types.FeeBatchDetailFragmentDoc,
    "\n  query FeeBatch($id: Int!) {\n    feeBatch(id: $id) {\n      ...FeeBatchDetail\n    }\n  }\n": types.FeeBatchDocument,
    "\n  mutation CreateFeeBatch($input: FeeBatchInput!) {\n    createFeeBatch(input: $input) {\n      ...FeeBatchDetail\n    }\n  }\n": types.CreateFeeBatchDocument,
    "\n  mutation UpdateFeeBatch($id: Int!, $input: FeeBatchInput!) {\n    updateFeeBatch(id: $id, input: $input) {\n      ...FeeBatchDetail\n    }\n  }\n": types.UpdateFeeBatchDocument,
    "\n  fragment FeeValidationRow on FeeBatchValidation {\n    level\n    validated\n    at\n    memberId\n    memberName\n  }\n": types.FeeValidationRowFragmentDoc,
    "\n  fragment FeeCandidateRow on FeeCandidate {\n    memberId\n    number\n    firstName\n    lastName\n    kind\n    lastFeeYear\n    inBatch\n    otherBatchId\n  }\n": types.FeeCandidateRowFragmentDoc,
    "\n  query FeeBatchCandidates($year: Int!, $batchId: Int, $dojoId: Int, $orderBy: String) {\n    feeBatchCandidates(year: $year, batchId: $batchId, dojoId: $dojoId, orderBy: $orderBy) {\n      ...FeeCandidateRow\n    }\n  }\n": types.FeeBatchCandidatesDocument,
    "\n  query FeeBatchList($page: ListInput, $status: FeeBatchStatus) {\n    feeBatches(page: $page, status: $status) {\n      total\n      items {\n        ...FeeBatchRow\n      }\n    }\n  }\n": types.FeeBatchListDocument,
    "\n  query FeeBatchPosition($id: Int!, $orderBy: String, $filter: String, $status: FeeBatchStatus) {\n    feeBatchPosition(id: $id, orderBy: $orderBy, filter: $filter, status: $status)\n  }\n": types.FeeBatchPositionDocument,
    "\n  fragment FeeBatchRow on FeeBatch {\n    id\n    year\n    dojoId\n    dojoName\n    associationId\n    associationName\n    adults\n    children\n    state\n    levelToValidate\n    levelToUndo\n  }\n": types.FeeBatchRowFragmentDoc,
    "\n  mutation ValidateFeeBatches($ids: [Int!]!, $level: Int!) {\n    validateFeeBatches(ids: $ids, level: $level) {\n      ...FeeBatchRow\n    }\n  }\n": types.ValidateFeeBatchesDocument,
    "\n  mutation UnvalidateFeeBatches($ids: [Int!]!, $level: Int!) {\n    unvalidateFeeBatches(ids: $ids, level: $level) {\n      ...FeeBatchRow\n    }\n  }\n": types.UnvalidateFeeBatchesDocument,
    "\n  mutation DeleteFeeBatch($id: Int!) {\n    deleteFeeBatch(id: $id) {\n      message\n    }\n  }\n": types.DeleteFeeBatchDocument,
    "\n  fragment GradeReadinessFields on GradeReadiness {\n    memberId\n    nextBelt\n    hoursAttended\n    hoursNeeded\n    meetsHours\n    daysInGrade\n  }\n": types.GradeReadinessFieldsFragmentDoc,
    "\n  query GradeEntryList($page: ListInput, $meetsHours: Boolean) {\n    gradeEntries(page: $page, meetsHours: $meetsHours) {\n      total\n      items {\n        ...GradeEntryRow\n      }\n    }\n  }\n": types.GradeEntryListDocument,
    "\n  query GradeEntryPosition(\n    $id: Int!\n    $kind: GradeEntryKind!\n    $orderBy: String\n    $filter: String\n    $meetsHours: Boolean\n  ) {\n    gradeEntryPosition(id: $id, kind: $kind, orderBy: $orderBy, filter: $filter, meetsHours: $meetsHours)\n  }\n": types.GradeEntryPositionDocument,
    "\n  fragment GradeEntryRow on GradeEntry {\n    id\n    kind\n    memberId\n    memberNumber\n    firstName\n    lastName\n    description\n    date\n    status\n    value\n    validatedBy\n    canValidate\n    canDelete\n  }\n": types.GradeEntryRowFragmentDoc,
    "\n  fragment HeldGradeFields on GradeRecord {\n    memberId\n    belts {\n      id\n      refId\n      date\n      hours\n      status\n      locked\n      value\n      description\n    }\n    titles {\n      id\n      refId\n      date\n      hours\n      status\n      locked\n      value\n      description\n    }\n  }\n": types.HeldGradeFieldsFragmentDoc,
    "\n  query GradeModal($memberId: Int!) {\n    belts {\n      id\n      value\n      description\n      primaryColour\n    }\n    titles {\n      id\n      value\n      description\n    }\n    memberGradeRecord(memberId: $memberId) {\n      ...HeldGradeFields\n    }\n    gradeReadiness(memberId: $memberId) {\n      ...GradeReadinessFields\n    }\n  }\n": types.GradeModalDocument,
    "\n  mutation SaveMemberGrades($memberId: Int!, $input: GradeRecordInput!) {\n    saveMemberGrades(memberId: $memberId, input: $input) {\n      ...HeldGradeFields\n    }\n  }\n": types.SaveMemberGradesDocument,
    "\n  mutation ToggleGradeValidation($id: Int!, $kind: GradeEntryKind!) {\n    toggleGradeValidation(id: $id, kind: $kind)\n  }\n": types.ToggleGradeValidationDocument,
    "\n  mutation DeleteGradeEntry($id: Int!, $kind: GradeEntryKind!) {\n    deleteGradeEntry(id: $id, kind: $kind) {\n      message\n    }\n  }\n": types.DeleteGradeEntryDocument,
    "\n  mutation SwitchProfile($input: SwitchProfileInput!) {\n    switchProfile(input: $input) {\n      token\n    }\n  }\n": types.SwitchProfileDocument,
    "\n  mutation SetPermission($role: RoleToggle!, $enabled: Boolean!) {\n    setPermission(role: $role, enabled: $enabled) {\n      token\n    }\n  }\n": types.SetPermissionDocument,
    "\n  query CardCheck($memberNumber: String!, $code: String!) {\n    cardCheck(memberNumber: $memberNumber, code: $code) {\n      ...CardCheckFields\n    }\n  }\n": types.CardCheckDocument,
    "\n  fragment CardCheckFields on CardCheck {\n    memberNumber\n    fullName\n    dojoName\n    associationName\n    avatar\n    currentYear\n    feeValidatedThisYear\n    validatedFeeYear\n    grade\n    title\n  }\n": types.CardCheckFieldsFragmentDoc,
    "\n  query MemberFeesPanel($memberId: Int!) {\n    memberFees(memberId: $memberId) {\n      year\n      dojoId\n      dojoName\n    }\n  }\n": types.MemberFeesPanelDocument,
    "\n  query GradesPanel($memberId: Int!) {\n    belts {\n      id\n      value\n      primaryColour\n    }\n    memberGradeRecord(memberId: $memberId) {\n      ...HeldGradeFields\n    }\n  }\n": types.GradesPanelDocument,
    "\n  query GradesPanelReadiness($memberId: Int!) {\n    gradeReadiness(memberId: $memberId) {\n      ...GradeReadinessFields\n    }\n  }\n": types.GradesPanelReadinessDocument,
    "\n  query MemberView($memberNumber: String!) {\n    member(memberNumber: $memberNumber) {\n      ...MemberDetail\n    }\n  }\n": types.MemberViewDocument,
    "\n  query OwnCoursesPanel($memberId: Int, $limit: Int, $orderBy: String) {\n    myCourses(memberId: $memberId, limit: $limit, orderBy: $orderBy) {\n      id\n      title\n      city\n      startDate\n      endDate\n    }\n  }\n": types.OwnCoursesPanelDocument,
    "\n  mutation EraseMemberPersonalData($id: Int!) {\n    eraseMemberPersonalData(id: $id) {\n      message\n    }\n  }\n": types.EraseMemberPersonalDataDocument,
    "\n  query UpcomingCoursesPanel($page: ListInput) {\n    publicCourses(page: $page) {\n      items {\n        id\n        title\n        city\n        startDate\n        endDate\n      }\n    }\n  }\n": types.UpcomingCoursesPanelDocument,
    "\n  fragment MemberImportResultFields on MemberImportResult {\n    rows\n    imported\n    message\n    problems {\n      line\n      column\n      message\n    }\n  }\n": types.MemberImportResultFieldsFragmentDoc,
    "\n  mutation ImportMembers($input: MemberImportInput!, $dryRun: Boolean!) {\n    importMembers(input: $input, dryRun: $dryRun) {\n      ...MemberImportResultFields\n    }\n  }\n": types.ImportMembersDocument,
    "\n  query Member($id: Int!) {\n    member(id: $id) {\n      ...MemberDetail\n    }\n  }\n": types.MemberDocument,
    "\n  mutation CreateMember($input: MemberInput!) {\n    createMember(input: $input) {\n      ...MemberDetail\n    }\n  }\n": types.CreateMemberDocument,
    "\n  mutation UpdateMember($id: Int!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      token\n      member {\n        ...MemberDetail\n      }\n    }\n  }\n": types.UpdateMemberDocument,
    "\n  query MemberAssociationOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.MemberAssociationOptionsDocument,
    "\n  query MemberDojoOptions($associationId: Int!) {\n    dojos(associationId: $associationId, page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.MemberDojoOptionsDocument,
    "\n  fragment MemberDetail on Member {\n    id\n    memberNumber\n    dni\n    firstName\n    lastName\n    fullName\n    mail\n    birthDate\n    age\n    address\n    city\n    province\n    phone\n    notes\n    isAdmin\n    isAssociationAdmin\n    isDojoAdmin\n    dojoId\n    associationId\n    dojo {\n      id\n      name\n    }\n    association {\n      id\n      name\n    }\n    avatar\n    validated\n    lastFeeYear\n    validationLink\n  }\n": types.MemberDetailFragmentDoc,
    "\n  query MemberList($page: ListInput, $dojoId: Int) {\n    members(page: $page, dojoId: $dojoId, boundedTotal: true) {\n      total\n      totalIsExact\n      items {\n        ...MemberRow\n      }\n    }\n  }\n": types.MemberListDocument,
    "\n  query MemberPosition($id: Int!, $orderBy: String, $filter: String, $dojoId: Int) {\n    memberPosition(id: $id, orderBy: $orderBy, filter: $filter, dojoId: $dojoId)\n  }\n": types.MemberPositionDocument,
    "\n  query MemberListDojo($id: Int!) {\n    dojo(id: $id) {\n      id\n      name\n      associationId\n    }\n  }\n": types.MemberListDojoDocument,
    "\n  mutation ResetMemberPassword($memberId: Int!) {\n    resetMemberPassword(memberId: $memberId) {\n      link\n      message\n    }\n  }\n": types.ResetMemberPasswordDocument,
    "\n  fragment MemberRow on Member {\n    id\n    memberNumber\n    avatar\n    firstName\n    lastName\n    fullName\n    mail\n    dojoId\n    associationId\n    dojo {\n      id\n      name\n    }\n    age\n    lastFeeYear\n    isAdmin\n    isAssociationAdmin\n    isDojoAdmin\n  }\n": types.MemberRowFragmentDoc,
    "\n  query MemberMailTaken($mail: String!, $exceptId: Int) {\n    memberMailTaken(mail: $mail, exceptId: $exceptId)\n  }\n": types.MemberMailTakenDocument,
    "\n  query MemberNumberTaken($memberNumber: String!, $exceptId: Int) {\n    memberNumberTaken(memberNumber: $memberNumber, exceptId: $exceptId)\n  }\n": types.MemberNumberTakenDocument,
    "\n  mutation DeleteMember($id: Int!) {\n    deleteMember(id: $id) {\n      message\n    }\n  }\n": types.DeleteMemberDocument,
    "\n  mutation StartPayment($chargeId: Int!, $method: PaymentMethod!) {\n    startPayment(chargeId: $chargeId, method: $method) {\n      paymentId\n      url\n      fields {\n        Ds_SignatureVersion\n        Ds_MerchantParameters\n        Ds_Signature\n      }\n    }\n  }\n": types.StartPaymentDocument,
    "\n  query PublicHome($courses: ListInput) {\n    publicCourses(page: $courses) {\n      items {\n        id\n        title\n        image\n        city\n        startDate\n        endDate\n        details\n      }\n    }\n    publicDojoPlaces {\n      country\n      province\n      count\n    }\n    countries {\n      code\n      name\n      lat\n      lon\n      provinces {\n        code\n        name\n        lat\n        lon\n      }\n    }\n  }\n": types.PublicHomeDocument,
    "\n  query PublicDojoCards($page: ListInput, $country: String, $province: String) {\n    publicDojos(page: $page, country: $country, province: $province) {\n      id\n      name\n      logo\n      city\n      country\n      province\n      schedule\n      address\n      phone\n      contactPerson\n      web\n      maps\n    }\n  }\n": types.PublicDojoCardsDocument,
    "\n  query ReportViews {\n    reportViews {\n      code\n      name\n    }\n  }\n": types.ReportViewsDocument,
    "\n  query ReportFields($view: String!) {\n    reportFields(view: $view) {\n      key\n      name\n      type\n      groupable\n      aggregatable\n      functions\n    }\n  }\n": types.ReportFieldsDocument,
    "\n  query Report($input: ReportInput!) {\n    report(input: $input) {\n      columns {\n        key\n        name\n        type\n      }\n      rows\n      returned\n      total\n    }\n  }\n": types.ReportDocument,
    "\n  query ReportValues($view: String!, $field: String!) {\n    reportValues(view: $view, field: $field) {\n      value\n      label\n    }\n  }\n": types.ReportValuesDocument,
    "\n  mutation AddReportTemplate($input: ReportTemplateInput!) {\n    addReportTemplate(input: $input) {\n      id\n    }\n  }\n": types.AddReportTemplateDocument,
    "\n  mutation AddTemplateRow($input: ReportTemplateInput!) {\n    addReportTemplate(input: $input) {\n      id\n    }\n  }\n": types.AddTemplateRowDocument,
    "\n  mutation UpdateReportTemplate($id: Int!, $input: ReportTemplateInput!) {\n    updateReportTemplate(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateReportTemplateDocument,
    "\n  mutation DeleteReportTemplate($id: Int!) {\n    deleteReportTemplate(id: $id)\n  }\n": types.DeleteReportTemplateDocument,
    "\n  fragment ReportTemplateRow on ReportTemplate {\n    id\n    view\n    name\n    description\n    isDefault\n    createdAt\n    dropped\n    definition {\n      fields\n      groupBy\n      filter {\n        connector\n        groups {\n          connector\n          conditions {\n            field\n            operator\n            value\n          }\n        }\n      }\n    }\n  }\n": types.ReportTemplateRowFragmentDoc,
    "\n  query ReportTemplates($view: String!) {\n    reportTemplates(view: $view) {\n      ...ReportTemplateRow\n    }\n  }\n": types.ReportTemplatesDocument,
    "\n  query DefaultReportTemplate {\n    defaultReportTemplate {\n      ...ReportTemplateRow\n    }\n  }\n": types.DefaultReportTemplateDocument,
    "\n  query TemplateViews {\n    reportViews {\n      code\n    }\n  }\n": types.TemplateViewsDocument,
    "\n  query SepaCreditor($associationId: Int!) {\n    sepaCreditor(associationId: $associationId) {\n      associationId\n      creditorId\n      name\n      iban\n      bic\n    }\n  }\n": types.SepaCreditorDocument,
    "\n  mutation SaveSepaCreditor($associationId: Int!, $input: SepaCreditorInput!) {\n    saveSepaCreditor(associationId: $associationId, input: $input) {\n      associationId\n      creditorId\n      name\n      iban\n      bic\n    }\n  }\n": types.SaveSepaCreditorDocument,
    "\n  mutation SaveMandate($input: MandateInput!) {\n    saveMandate(input: $input) {\n      id\n    }\n  }\n": types.SaveMandateDocument,
    "\n  query SepaMandates($page: ListInput) {\n    mandates(page: $page) {\n      total\n      items {\n        id\n        payerKind\n        payerId\n        payerName\n        debtorName\n        iban\n        ibanMasked\n        bic\n        reference\n        signedOn\n        sequence\n        active\n      }\n    }\n  }\n": types.SepaMandatesDocument,
    "\n  query SepaRemittances($page: ListInput) {\n    remittances(page: $page) {\n      total\n      items {\n        id\n        creditorName\n        collectionDate\n        debitCount\n        amountCents\n        firstCount\n        recurrentCount\n        returnedCount\n        fileUrl\n      }\n    }\n  }\n": types.SepaRemittancesDocument,
    "\n  mutation CreateRemittance($collectionDate: String!) {\n    createRemittance(collectionDate: $collectionDate) {\n      id\n      debitCount\n      amountCents\n    }\n  }\n": types.CreateRemittanceDocument,
    "\n  query CurrentMember {\n    me {\n      id\n      firstName\n      lastName\n      memberNumber\n      avatar\n      associationId\n      dojoId\n      roles {\n        admin\n        associationAdmin\n        dojoAdmin\n      }\n      originalRoles {\n        admin\n        associationAdmin\n        dojoAdmin\n      }\n    }\n  }\n": types.CurrentMemberDocument,
    "\n  mutation SignOut {\n    signOut {\n      message\n    }\n  }\n": types.SignOutDocument,
    "\n  query Warnings {\n    warnings {\n      fees\n      courses\n      grades\n      contact\n    }\n  }\n": types.WarningsDocument,
    "\n  query StatementLines($filter: StatementLineFilter, $page: ListInput) {\n    statementLines(filter: $filter, page: $page) {\n      total\n      items {\n        id\n        fileLine\n        bookedOn\n        amountCents\n        credit\n        concept\n        reference\n        endToEndId\n        returnReason\n        status\n        chargeReference\n      }\n    }\n  }\n": types.StatementLinesDocument,
    "\n  mutation MatchStatementLine($lineId: Int!, $chargeId: Int!) {\n    matchStatementLine(lineId: $lineId, chargeId: $chargeId) {\n      id\n      status\n      chargeReference\n    }\n  }\n": types.MatchStatementLineDocument,
    "\n  mutation DismissStatementLine($lineId: Int!) {\n    dismissStatementLine(lineId: $lineId) {\n      id\n      status\n    }\n  }\n": types.DismissStatementLineDocument,
    "\n  query BankStatements($page: ListInput) {\n    bankStatements(page: $page) {\n      total\n      items {\n        id\n        format\n        account\n        from\n        to\n        creditCents\n        lineCount\n        matchedCount\n        pendingCount\n        dismissedCount\n        returnCount\n        importedAt\n      }\n    }\n  }\n": types.BankStatementsDocument,
    "\n  query AssociationOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.AssociationOptionsDocument,
    "\n  query DojoOptions($associationId: Int!) {\n    dojos(associationId: $associationId, page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.DojoOptionsDocument,
    "\n  query ValidationInbox($page: ListInput, $kind: ValidationKind) {\n    validationInbox(page: $page, kind: $kind) {\n      total\n      fees\n      grades\n      courses\n      items {\n        kind\n        id\n        title\n        detail\n        dojoName\n        memberNumber\n        date\n        level\n      }\n    }\n  }\n": types.ValidationInboxDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Association($id: Int!) {\n    association(id: $id) {\n      id\n      name\n      zone\n      series\n    }\n  }\n"): (typeof documents)["\n  query Association($id: Int!) {\n    association(id: $id) {\n      id\n      name\n      zone\n      series\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAssociation($input: AssociationInput!) {\n    createAssociation(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAssociation($input: AssociationInput!) {\n    createAssociation(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAssociation($id: Int!, $input: AssociationInput!) {\n    updateAssociation(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAssociation($id: Int!, $input: AssociationInput!) {\n    updateAssociation(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssociationList($page: ListInput) {\n    associations(page: $page) {\n      total\n      items {\n        ...AssociationRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssociationList($page: ListInput) {\n    associations(page: $page) {\n      total\n      items {\n        ...AssociationRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssociationPosition($id: Int!, $orderBy: String, $filter: String) {\n    associationPosition(id: $id, orderBy: $orderBy, filter: $filter)\n  }\n"): (typeof documents)["\n  query AssociationPosition($id: Int!, $orderBy: String, $filter: String) {\n    associationPosition(id: $id, orderBy: $orderBy, filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAssociation($id: Int!) {\n    deleteAssociation(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAssociation($id: Int!) {\n    deleteAssociation(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssociationRow on Association {\n    id\n    name\n    zone\n    series\n    dojoCount\n  }\n"): (typeof documents)["\n  fragment AssociationRow on Association {\n    id\n    name\n    zone\n    series\n    dojoCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssociationConflicts($name: String, $series: String, $exceptId: Int) {\n    associationConflicts(name: $name, series: $series, exceptId: $exceptId) {\n      nameTakenBy\n      seriesTakenBy\n    }\n  }\n"): (typeof documents)["\n  query AssociationConflicts($name: String, $series: String, $exceptId: Int) {\n    associationConflicts(name: $name, series: $series, exceptId: $exceptId) {\n      nameTakenBy\n      seriesTakenBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditLog($filter: AuditFilter, $page: ListInput) {\n    auditLog(filter: $filter, page: $page) {\n      total\n      totalIsExact\n      items {\n        id\n        at\n        action\n        table\n        recordId\n        authorName\n        before\n        after\n        changedFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditLog($filter: AuditFilter, $page: ListInput) {\n    auditLog(filter: $filter, page: $page) {\n      total\n      totalIsExact\n      items {\n        id\n        at\n        action\n        table\n        recordId\n        authorName\n        before\n        after\n        changedFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidationLink($mail: String!, $code: String!) {\n    validationLink(mail: $mail, code: $code) {\n      mail\n      firstName\n      message\n    }\n  }\n"): (typeof documents)["\n  query ValidationLink($mail: String!, $code: String!) {\n    validationLink(mail: $mail, code: $code) {\n      mail\n      firstName\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFirstPassword($input: FirstPasswordInput!) {\n    setFirstPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SetFirstPassword($input: FirstPasswordInput!) {\n    setFirstPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($mail: String!, $password: String!) {\n    signIn(mail: $mail, password: $password) {\n      token\n      user {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($mail: String!, $password: String!) {\n    signIn(mail: $mail, password: $password) {\n      token\n      user {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingSummary {\n    billingSummary {\n      owedToYouCents\n      overdueToYouCents\n      owedByYouCents\n      openByYou\n    }\n  }\n"): (typeof documents)["\n  query BillingSummary {\n    billingSummary {\n      owedToYouCents\n      overdueToYouCents\n      owedByYouCents\n      openByYou\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Charge($id: Int!) {\n    charge(id: $id) {\n      ...ChargeRecord\n    }\n  }\n"): (typeof documents)["\n  query Charge($id: Int!) {\n    charge(id: $id) {\n      ...ChargeRecord\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChargeRecord on Charge {\n    id\n    kind\n    year\n    status\n    amountCents\n    reference\n    payerName\n    issuerName\n    associationName\n    dojoName\n    dueDate\n    paidAt\n    createdAt\n    reason\n    invoiceNumber\n    creditNoteNumber\n    receiptUrl\n    payable\n    items {\n      description\n      quantity\n      unitCents\n      totalCents\n    }\n  }\n"): (typeof documents)["\n  fragment ChargeRecord on Charge {\n    id\n    kind\n    year\n    status\n    amountCents\n    reference\n    payerName\n    issuerName\n    associationName\n    dojoName\n    dueDate\n    paidAt\n    createdAt\n    reason\n    invoiceNumber\n    creditNoteNumber\n    receiptUrl\n    payable\n    items {\n      description\n      quantity\n      unitCents\n      totalCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChargeList($page: ListInput, $filter: ChargeFilter) {\n    charges(page: $page, filter: $filter) {\n      total\n      totalIsExact\n      items {\n        ...ChargeRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChargeList($page: ListInput, $filter: ChargeFilter) {\n    charges(page: $page, filter: $filter) {\n      total\n      totalIsExact\n      items {\n        ...ChargeRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChargePosition($id: Int!, $orderBy: String, $filter: String, $filterBy: ChargeFilter) {\n    chargePosition(id: $id, orderBy: $orderBy, filter: $filter, filterBy: $filterBy)\n  }\n"): (typeof documents)["\n  query ChargePosition($id: Int!, $orderBy: String, $filter: String, $filterBy: ChargeFilter) {\n    chargePosition(id: $id, orderBy: $orderBy, filter: $filter, filterBy: $filterBy)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Settlements($year: Int!) {\n    settlements(year: $year) {\n      associationId\n      associationName\n      year\n      owedCents\n      settledCents\n      paidCents\n      pendingCents\n    }\n  }\n"): (typeof documents)["\n  query Settlements($year: Int!) {\n    settlements(year: $year) {\n      associationId\n      associationName\n      year\n      owedCents\n      settledCents\n      paidCents\n      pendingCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSettlement($associationId: Int!, $year: Int!) {\n    createSettlement(associationId: $associationId, year: $year) {\n      id\n      amountCents\n      reference\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSettlement($associationId: Int!, $year: Int!) {\n    createSettlement(associationId: $associationId, year: $year) {\n      id\n      amountCents\n      reference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTariff($input: TariffInput!) {\n    setTariff(input: $input) {\n      id\n      adultCents\n      childCents\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetTariff($input: TariffInput!) {\n    setTariff(input: $input) {\n      id\n      adultCents\n      childCents\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BillingTariffs($year: Int!) {\n    tariffs(year: $year) {\n      id\n      year\n      level\n      associationId\n      associationName\n      dojoId\n      dojoName\n      adultCents\n      childCents\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  query BillingTariffs($year: Int!) {\n    tariffs(year: $year) {\n      id\n      year\n      level\n      associationId\n      associationName\n      dojoId\n      dojoName\n      adultCents\n      childCents\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChargeRow on Charge {\n    id\n    kind\n    year\n    status\n    amountCents\n    reference\n    payerName\n    issuerName\n    dueDate\n    payable\n  }\n"): (typeof documents)["\n  fragment ChargeRow on Charge {\n    id\n    kind\n    year\n    status\n    amountCents\n    reference\n    payerName\n    issuerName\n    dueDate\n    payable\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberCardList($page: ListInput, $dojoId: Int) {\n    memberCards(page: $page, dojoId: $dojoId) {\n      total\n      totalIsExact\n      printable\n      items {\n        ...CardRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberCardList($page: ListInput, $dojoId: Int) {\n    memberCards(page: $page, dojoId: $dojoId) {\n      total\n      totalIsExact\n      printable\n      items {\n        ...CardRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberCardPosition($id: Int!, $orderBy: String, $filter: String, $dojoId: Int) {\n    memberCardPosition(id: $id, orderBy: $orderBy, filter: $filter, dojoId: $dojoId)\n  }\n"): (typeof documents)["\n  query MemberCardPosition($id: Int!, $orderBy: String, $filter: String, $dojoId: Int) {\n    memberCardPosition(id: $id, orderBy: $orderBy, filter: $filter, dojoId: $dojoId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardRow on MemberCard {\n    id\n    memberNumber\n    firstName\n    lastName\n    mail\n    printable\n    dojoId\n    dojoName\n    lastFeeYear\n    age\n  }\n"): (typeof documents)["\n  fragment CardRow on MemberCard {\n    id\n    memberNumber\n    firstName\n    lastName\n    mail\n    printable\n    dojoId\n    dojoName\n    lastFeeYear\n    age\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewCardCode($memberId: Int!) {\n    renewCardCode(memberId: $memberId) {\n      id\n      checkLink\n    }\n  }\n"): (typeof documents)["\n  mutation RenewCardCode($memberId: Int!) {\n    renewCardCode(memberId: $memberId) {\n      id\n      checkLink\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrintedCard on MemberCard {\n    id\n    memberNumber\n    firstName\n    lastName\n    dojoName\n    associationName\n    avatar\n    validatedFeeYear\n    checkLink\n  }\n"): (typeof documents)["\n  fragment PrintedCard on MemberCard {\n    id\n    memberNumber\n    firstName\n    lastName\n    dojoName\n    associationName\n    avatar\n    validatedFeeYear\n    checkLink\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberCardsToPrint(\n    $dojoId: Int\n    $filter: String\n    $orderBy: String\n    $ids: [Int!]\n    $after: String\n    $first: Int!\n  ) {\n    memberCardsToPrint(\n      dojoId: $dojoId\n      filter: $filter\n      orderBy: $orderBy\n      ids: $ids\n      after: $after\n      first: $first\n    ) {\n      edges {\n        node {\n          ...PrintedCard\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberCardsToPrint(\n    $dojoId: Int\n    $filter: String\n    $orderBy: String\n    $ids: [Int!]\n    $after: String\n    $first: Int!\n  ) {\n    memberCardsToPrint(\n      dojoId: $dojoId\n      filter: $filter\n      orderBy: $orderBy\n      ids: $ids\n      after: $after\n      first: $first\n    ) {\n      edges {\n        node {\n          ...PrintedCard\n        }\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactInbox($page: ListInput, $unreadOnly: Boolean) {\n    contactMessages(page: $page, unreadOnly: $unreadOnly) {\n      total\n      items {\n        id\n        name\n        email\n        message\n        language\n        createdAt\n        read\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactInbox($page: ListInput, $unreadOnly: Boolean) {\n    contactMessages(page: $page, unreadOnly: $unreadOnly) {\n      total\n      items {\n        id\n        name\n        email\n        message\n        language\n        createdAt\n        read\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkContactMessage($id: Int!, $read: Boolean!) {\n    markContactMessage(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkContactMessage($id: Int!, $read: Boolean!) {\n    markContactMessage(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseDetail on Course {\n    id\n    title\n    city\n    details\n    clausesActive\n    clauses\n    image\n    memberPriceCents\n    otherPriceCents\n    organiserName\n    validated\n    canEdit\n    canValidate\n    sessions {\n      id\n      date\n      startTime\n      endTime\n      description\n      kind\n      priceCents\n    }\n  }\n"): (typeof documents)["\n  fragment CourseDetail on Course {\n    id\n    title\n    city\n    details\n    clausesActive\n    clauses\n    image\n    memberPriceCents\n    otherPriceCents\n    organiserName\n    validated\n    canEdit\n    canValidate\n    sessions {\n      id\n      date\n      startTime\n      endTime\n      description\n      kind\n      priceCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Course($id: Int!) {\n    course(id: $id) {\n      ...CourseDetail\n    }\n  }\n"): (typeof documents)["\n  query Course($id: Int!) {\n    course(id: $id) {\n      ...CourseDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCourse($input: CourseInput!) {\n    createCourse(input: $input) {\n      ...CourseDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCourse($input: CourseInput!) {\n    createCourse(input: $input) {\n      ...CourseDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCourse($id: Int!, $input: CourseInput!) {\n    updateCourse(id: $id, input: $input) {\n      ...CourseDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCourse($id: Int!, $input: CourseInput!) {\n    updateCourse(id: $id, input: $input) {\n      ...CourseDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseList($page: ListInput) {\n    courses(page: $page) {\n      total\n      items {\n        ...CourseRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseList($page: ListInput) {\n    courses(page: $page) {\n      total\n      items {\n        ...CourseRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CoursePosition($id: Int!, $orderBy: String, $filter: String) {\n    coursePosition(id: $id, orderBy: $orderBy, filter: $filter)\n  }\n"): (typeof documents)["\n  query CoursePosition($id: Int!, $orderBy: String, $filter: String) {\n    coursePosition(id: $id, orderBy: $orderBy, filter: $filter)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyCourseRow on Course {\n    id\n    title\n    startDate\n    endDate\n    city\n    organiserName\n  }\n"): (typeof documents)["\n  fragment MyCourseRow on Course {\n    id\n    title\n    startDate\n    endDate\n    city\n    organiserName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCourses($associationId: Int, $memberId: Int) {\n    myCourses(associationId: $associationId, memberId: $memberId) {\n      ...MyCourseRow\n    }\n  }\n"): (typeof documents)["\n  query MyCourses($associationId: Int, $memberId: Int) {\n    myCourses(associationId: $associationId, memberId: $memberId) {\n      ...MyCourseRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CourseRow on Course {\n    id\n    title\n    city\n    startDate\n    endDate\n    organiserId\n    organiserName\n    associationId\n    validated\n    status\n    enrolled\n    canEdit\n    canValidate\n    canEnrol\n  }\n"): (typeof documents)["\n  fragment CourseRow on Course {\n    id\n    title\n    city\n    startDate\n    endDate\n    organiserId\n    organiserName\n    associationId\n    validated\n    status\n    enrolled\n    canEdit\n    canValidate\n    canEnrol\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCourse($id: Int!) {\n    deleteCourse(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCourse($id: Int!) {\n    deleteCourse(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleCourseValidation($id: Int!) {\n    toggleCourseValidation(id: $id) {\n      id\n      validated\n      canEdit\n      canValidate\n      canEnrol\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleCourseValidation($id: Int!) {\n    toggleCourseValidation(id: $id) {\n      id\n      validated\n      canEdit\n      canValidate\n      canEnrol\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dojo($id: Int!) {\n    dojo(id: $id) {\n      ...DojoDetail\n    }\n  }\n"): (typeof documents)["\n  query Dojo($id: Int!) {\n    dojo(id: $id) {\n      ...DojoDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DojoFormOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n        zone\n      }\n    }\n    countries {\n      code\n      name\n      provinces {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DojoFormOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n        zone\n      }\n    }\n    countries {\n      code\n      name\n      provinces {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDojo($input: DojoInput!) {\n    createDojo(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDojo($input: DojoInput!) {\n    createDojo(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDojo($id: Int!, $input: DojoInput!) {\n    updateDojo(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDojo($id: Int!, $input: DojoInput!) {\n    updateDojo(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DojoList($page: ListInput, $associationId: Int) {\n    dojos(page: $page, associationId: $associationId) {\n      total\n      items {\n        ...DojoRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query DojoList($page: ListInput, $associationId: Int) {\n    dojos(page: $page, associationId: $associationId) {\n      total\n      items {\n        ...DojoRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DojoPosition($id: Int!, $orderBy: String, $filter: String, $associationId: Int) {\n    dojoPosition(id: $id, orderBy: $orderBy, filter: $filter, associationId: $associationId)\n  }\n"): (typeof documents)["\n  query DojoPosition($id: Int!, $orderBy: String, $filter: String, $associationId: Int) {\n    dojoPosition(id: $id, orderBy: $orderBy, filter: $filter, associationId: $associationId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DojoFilterAssociation($id: Int!) {\n    association(id: $id) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query DojoFilterAssociation($id: Int!) {\n    association(id: $id) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDojo($id: Int!) {\n    deleteDojo(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDojo($id: Int!) {\n    deleteDojo(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DojoRow on Dojo {\n    id\n    name\n    city\n    associationId\n    association {\n      id\n      name\n    }\n    memberCount\n    visible\n  }\n"): (typeof documents)["\n  fragment DojoRow on Dojo {\n    id\n    name\n    city\n    associationId\n    association {\n      id\n      name\n    }\n    memberCount\n    visible\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DojoDetail on Dojo {\n    id\n    name\n    city\n    associationId\n    country\n    province\n    web\n    maps\n    address\n    phone\n    contactPerson\n    email\n    schedule\n    logo\n    visible\n  }\n"): (typeof documents)["\n  fragment DojoDetail on Dojo {\n    id\n    name\n    city\n    associationId\n    country\n    province\n    web\n    maps\n    address\n    phone\n    contactPerson\n    email\n    schedule\n    logo\n    visible\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DojoNameTaken($associationId: Int!, $name: String!, $exceptId: Int) {\n    dojoNameTakenBy(associationId: $associationId, name: $name, exceptId: $exceptId)\n  }\n"): (typeof documents)["\n  query DojoNameTaken($associationId: Int!, $name: String!, $exceptId: Int) {\n    dojoNameTakenBy(associationId: $associationId, name: $name, exceptId: $exceptId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnrolmentCalendarFeed {\n    calendarFeed {\n      url\n    }\n  }\n"): (typeof documents)["\n  query EnrolmentCalendarFeed {\n    calendarFeed {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenewCalendarFeed {\n    renewCalendarFeed {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation RenewCalendarFeed {\n    renewCalendarFeed {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnrolmentCourseDetail on Course {\n    id\n    title\n    city\n    details\n    clausesActive\n    clauses\n    image\n    startDate\n    endDate\n    status\n    enrolled\n    canEnrol\n    marksPayment\n    sessions {\n      id\n      date\n      startTime\n      endTime\n      description\n      kind\n    }\n  }\n"): (typeof documents)["\n  fragment EnrolmentCourseDetail on Course {\n    id\n    title\n    city\n    details\n    clausesActive\n    clauses\n    image\n    startDate\n    endDate\n    status\n    enrolled\n    canEnrol\n    marksPayment\n    sessions {\n      id\n      date\n      startTime\n      endTime\n      description\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnrolmentCourse($id: Int!) {\n    course(id: $id) {\n      ...EnrolmentCourseDetail\n    }\n  }\n"): (typeof documents)["\n  query EnrolmentCourse($id: Int!) {\n    course(id: $id) {\n      ...EnrolmentCourseDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CourseEnrolment(\n    $courseId: Int!\n    $page: ListInput\n    $column: EnrolmentSearchColumn\n    $enrolledOnly: Boolean\n  ) {\n    courseEnrolment(\n      courseId: $courseId\n      page: $page\n      column: $column\n      enrolledOnly: $enrolledOnly\n      boundedTotal: true\n    ) {\n      items {\n        ...EnrolmentMemberRow\n      }\n      returned\n      total\n      totalIsExact\n      enrolled\n      paid\n      attended\n      eventTotals {\n        sessionId\n        total\n      }\n    }\n  }\n"): (typeof documents)["\n  query CourseEnrolment(\n    $courseId: Int!\n    $page: ListInput\n    $column: EnrolmentSearchColumn\n    $enrolledOnly: Boolean\n  ) {\n    courseEnrolment(\n      courseId: $courseId\n      page: $page\n      column: $column\n      enrolledOnly: $enrolledOnly\n      boundedTotal: true\n    ) {\n      items {\n        ...EnrolmentMemberRow\n      }\n      returned\n      total\n      totalIsExact\n      enrolled\n      paid\n      attended\n      eventTotals {\n        sessionId\n        total\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EnrolmentMemberRow on EnrolmentRow {\n    memberId\n    number\n    firstName\n    lastName\n    dojoName\n    dojoId\n    associationId\n    enrolled\n    paid\n    attended\n    clauseAccepted\n    editable\n    entries {\n      sessionId\n      kind\n      eventAttendees\n      attended\n      paid\n    }\n  }\n"): (typeof documents)["\n  fragment EnrolmentMemberRow on EnrolmentRow {\n    memberId\n    number\n    firstName\n    lastName\n    dojoName\n    dojoId\n    associationId\n    enrolled\n    paid\n    attended\n    clauseAccepted\n    editable\n    entries {\n      sessionId\n      kind\n      eventAttendees\n      attended\n      paid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveEnrolmentChanges($courseId: Int!, $changes: [EnrolmentChangeInput!]!) {\n    saveEnrolmentChanges(courseId: $courseId, changes: $changes) {\n      total\n    }\n  }\n"): (typeof documents)["\n  mutation SaveEnrolmentChanges($courseId: Int!, $changes: [EnrolmentChangeInput!]!) {\n    saveEnrolmentChanges(courseId: $courseId, changes: $changes) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeAssociationOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeeAssociationOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeDojoOptions($associationId: Int!) {\n    dojos(associationId: $associationId, page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeeDojoOptions($associationId: Int!) {\n    dojos(associationId: $associationId, page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeeBatchDetail on FeeBatch {\n    id\n    year\n    dojoId\n    dojoName\n    associationId\n    state\n    memberIds\n    history {\n      ...FeeValidationRow\n    }\n  }\n"): (typeof documents)["\n  fragment FeeBatchDetail on FeeBatch {\n    id\n    year\n    dojoId\n    dojoName\n    associationId\n    state\n    memberIds\n    history {\n      ...FeeValidationRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeBatch($id: Int!) {\n    feeBatch(id: $id) {\n      ...FeeBatchDetail\n    }\n  }\n"): (typeof documents)["\n  query FeeBatch($id: Int!) {\n    feeBatch(id: $id) {\n      ...FeeBatchDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFeeBatch($input: FeeBatchInput!) {\n    createFeeBatch(input: $input) {\n      ...FeeBatchDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFeeBatch($input: FeeBatchInput!) {\n    createFeeBatch(input: $input) {\n      ...FeeBatchDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFeeBatch($id: Int!, $input: FeeBatchInput!) {\n    updateFeeBatch(id: $id, input: $input) {\n      ...FeeBatchDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFeeBatch($id: Int!, $input: FeeBatchInput!) {\n    updateFeeBatch(id: $id, input: $input) {\n      ...FeeBatchDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeeValidationRow on FeeBatchValidation {\n    level\n    validated\n    at\n    memberId\n    memberName\n  }\n"): (typeof documents)["\n  fragment FeeValidationRow on FeeBatchValidation {\n    level\n    validated\n    at\n    memberId\n    memberName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeeCandidateRow on FeeCandidate {\n    memberId\n    number\n    firstName\n    lastName\n    kind\n    lastFeeYear\n    inBatch\n    otherBatchId\n  }\n"): (typeof documents)["\n  fragment FeeCandidateRow on FeeCandidate {\n    memberId\n    number\n    firstName\n    lastName\n    kind\n    lastFeeYear\n    inBatch\n    otherBatchId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeBatchCandidates($year: Int!, $batchId: Int, $dojoId: Int, $orderBy: String) {\n    feeBatchCandidates(year: $year, batchId: $batchId, dojoId: $dojoId, orderBy: $orderBy) {\n      ...FeeCandidateRow\n    }\n  }\n"): (typeof documents)["\n  query FeeBatchCandidates($year: Int!, $batchId: Int, $dojoId: Int, $orderBy: String) {\n    feeBatchCandidates(year: $year, batchId: $batchId, dojoId: $dojoId, orderBy: $orderBy) {\n      ...FeeCandidateRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeBatchList($page: ListInput, $status: FeeBatchStatus) {\n    feeBatches(page: $page, status: $status) {\n      total\n      items {\n        ...FeeBatchRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeeBatchList($page: ListInput, $status: FeeBatchStatus) {\n    feeBatches(page: $page, status: $status) {\n      total\n      items {\n        ...FeeBatchRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeeBatchPosition($id: Int!, $orderBy: String, $filter: String, $status: FeeBatchStatus) {\n    feeBatchPosition(id: $id, orderBy: $orderBy, filter: $filter, status: $status)\n  }\n"): (typeof documents)["\n  query FeeBatchPosition($id: Int!, $orderBy: String, $filter: String, $status: FeeBatchStatus) {\n    feeBatchPosition(id: $id, orderBy: $orderBy, filter: $filter, status: $status)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeeBatchRow on FeeBatch {\n    id\n    year\n    dojoId\n    dojoName\n    associationId\n    associationName\n    adults\n    children\n    state\n    levelToValidate\n    levelToUndo\n  }\n"): (typeof documents)["\n  fragment FeeBatchRow on FeeBatch {\n    id\n    year\n    dojoId\n    dojoName\n    associationId\n    associationName\n    adults\n    children\n    state\n    levelToValidate\n    levelToUndo\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ValidateFeeBatches($ids: [Int!]!, $level: Int!) {\n    validateFeeBatches(ids: $ids, level: $level) {\n      ...FeeBatchRow\n    }\n  }\n"): (typeof documents)["\n  mutation ValidateFeeBatches($ids: [Int!]!, $level: Int!) {\n    validateFeeBatches(ids: $ids, level: $level) {\n      ...FeeBatchRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnvalidateFeeBatches($ids: [Int!]!, $level: Int!) {\n    unvalidateFeeBatches(ids: $ids, level: $level) {\n      ...FeeBatchRow\n    }\n  }\n"): (typeof documents)["\n  mutation UnvalidateFeeBatches($ids: [Int!]!, $level: Int!) {\n    unvalidateFeeBatches(ids: $ids, level: $level) {\n      ...FeeBatchRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFeeBatch($id: Int!) {\n    deleteFeeBatch(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFeeBatch($id: Int!) {\n    deleteFeeBatch(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GradeReadinessFields on GradeReadiness {\n    memberId\n    nextBelt\n    hoursAttended\n    hoursNeeded\n    meetsHours\n    daysInGrade\n  }\n"): (typeof documents)["\n  fragment GradeReadinessFields on GradeReadiness {\n    memberId\n    nextBelt\n    hoursAttended\n    hoursNeeded\n    meetsHours\n    daysInGrade\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GradeEntryList($page: ListInput, $meetsHours: Boolean) {\n    gradeEntries(page: $page, meetsHours: $meetsHours) {\n      total\n      items {\n        ...GradeEntryRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query GradeEntryList($page: ListInput, $meetsHours: Boolean) {\n    gradeEntries(page: $page, meetsHours: $meetsHours) {\n      total\n      items {\n        ...GradeEntryRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GradeEntryPosition(\n    $id: Int!\n    $kind: GradeEntryKind!\n    $orderBy: String\n    $filter: String\n    $meetsHours: Boolean\n  ) {\n    gradeEntryPosition(id: $id, kind: $kind, orderBy: $orderBy, filter: $filter, meetsHours: $meetsHours)\n  }\n"): (typeof documents)["\n  query GradeEntryPosition(\n    $id: Int!\n    $kind: GradeEntryKind!\n    $orderBy: String\n    $filter: String\n    $meetsHours: Boolean\n  ) {\n    gradeEntryPosition(id: $id, kind: $kind, orderBy: $orderBy, filter: $filter, meetsHours: $meetsHours)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GradeEntryRow on GradeEntry {\n    id\n    kind\n    memberId\n    memberNumber\n    firstName\n    lastName\n    description\n    date\n    status\n    value\n    validatedBy\n    canValidate\n    canDelete\n  }\n"): (typeof documents)["\n  fragment GradeEntryRow on GradeEntry {\n    id\n    kind\n    memberId\n    memberNumber\n    firstName\n    lastName\n    description\n    date\n    status\n    value\n    validatedBy\n    canValidate\n    canDelete\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HeldGradeFields on GradeRecord {\n    memberId\n    belts {\n      id\n      refId\n      date\n      hours\n      status\n      locked\n      value\n      description\n    }\n    titles {\n      id\n      refId\n      date\n      hours\n      status\n      locked\n      value\n      description\n    }\n  }\n"): (typeof documents)["\n  fragment HeldGradeFields on GradeRecord {\n    memberId\n    belts {\n      id\n      refId\n      date\n      hours\n      status\n      locked\n      value\n      description\n    }\n    titles {\n      id\n      refId\n      date\n      hours\n      status\n      locked\n      value\n      description\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GradeModal($memberId: Int!) {\n    belts {\n      id\n      value\n      description\n      primaryColour\n    }\n    titles {\n      id\n      value\n      description\n    }\n    memberGradeRecord(memberId: $memberId) {\n      ...HeldGradeFields\n    }\n    gradeReadiness(memberId: $memberId) {\n      ...GradeReadinessFields\n    }\n  }\n"): (typeof documents)["\n  query GradeModal($memberId: Int!) {\n    belts {\n      id\n      value\n      description\n      primaryColour\n    }\n    titles {\n      id\n      value\n      description\n    }\n    memberGradeRecord(memberId: $memberId) {\n      ...HeldGradeFields\n    }\n    gradeReadiness(memberId: $memberId) {\n      ...GradeReadinessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMemberGrades($memberId: Int!, $input: GradeRecordInput!) {\n    saveMemberGrades(memberId: $memberId, input: $input) {\n      ...HeldGradeFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMemberGrades($memberId: Int!, $input: GradeRecordInput!) {\n    saveMemberGrades(memberId: $memberId, input: $input) {\n      ...HeldGradeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleGradeValidation($id: Int!, $kind: GradeEntryKind!) {\n    toggleGradeValidation(id: $id, kind: $kind)\n  }\n"): (typeof documents)["\n  mutation ToggleGradeValidation($id: Int!, $kind: GradeEntryKind!) {\n    toggleGradeValidation(id: $id, kind: $kind)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGradeEntry($id: Int!, $kind: GradeEntryKind!) {\n    deleteGradeEntry(id: $id, kind: $kind) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteGradeEntry($id: Int!, $kind: GradeEntryKind!) {\n    deleteGradeEntry(id: $id, kind: $kind) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SwitchProfile($input: SwitchProfileInput!) {\n    switchProfile(input: $input) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation SwitchProfile($input: SwitchProfileInput!) {\n    switchProfile(input: $input) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPermission($role: RoleToggle!, $enabled: Boolean!) {\n    setPermission(role: $role, enabled: $enabled) {\n      token\n    }\n  }\n"): (typeof documents)["\n  mutation SetPermission($role: RoleToggle!, $enabled: Boolean!) {\n    setPermission(role: $role, enabled: $enabled) {\n      token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardCheck($memberNumber: String!, $code: String!) {\n    cardCheck(memberNumber: $memberNumber, code: $code) {\n      ...CardCheckFields\n    }\n  }\n"): (typeof documents)["\n  query CardCheck($memberNumber: String!, $code: String!) {\n    cardCheck(memberNumber: $memberNumber, code: $code) {\n      ...CardCheckFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardCheckFields on CardCheck {\n    memberNumber\n    fullName\n    dojoName\n    associationName\n    avatar\n    currentYear\n    feeValidatedThisYear\n    validatedFeeYear\n    grade\n    title\n  }\n"): (typeof documents)["\n  fragment CardCheckFields on CardCheck {\n    memberNumber\n    fullName\n    dojoName\n    associationName\n    avatar\n    currentYear\n    feeValidatedThisYear\n    validatedFeeYear\n    grade\n    title\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberFeesPanel($memberId: Int!) {\n    memberFees(memberId: $memberId) {\n      year\n      dojoId\n      dojoName\n    }\n  }\n"): (typeof documents)["\n  query MemberFeesPanel($memberId: Int!) {\n    memberFees(memberId: $memberId) {\n      year\n      dojoId\n      dojoName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GradesPanel($memberId: Int!) {\n    belts {\n      id\n      value\n      primaryColour\n    }\n    memberGradeRecord(memberId: $memberId) {\n      ...HeldGradeFields\n    }\n  }\n"): (typeof documents)["\n  query GradesPanel($memberId: Int!) {\n    belts {\n      id\n      value\n      primaryColour\n    }\n    memberGradeRecord(memberId: $memberId) {\n      ...HeldGradeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GradesPanelReadiness($memberId: Int!) {\n    gradeReadiness(memberId: $memberId) {\n      ...GradeReadinessFields\n    }\n  }\n"): (typeof documents)["\n  query GradesPanelReadiness($memberId: Int!) {\n    gradeReadiness(memberId: $memberId) {\n      ...GradeReadinessFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberView($memberNumber: String!) {\n    member(memberNumber: $memberNumber) {\n      ...MemberDetail\n    }\n  }\n"): (typeof documents)["\n  query MemberView($memberNumber: String!) {\n    member(memberNumber: $memberNumber) {\n      ...MemberDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnCoursesPanel($memberId: Int, $limit: Int, $orderBy: String) {\n    myCourses(memberId: $memberId, limit: $limit, orderBy: $orderBy) {\n      id\n      title\n      city\n      startDate\n      endDate\n    }\n  }\n"): (typeof documents)["\n  query OwnCoursesPanel($memberId: Int, $limit: Int, $orderBy: String) {\n    myCourses(memberId: $memberId, limit: $limit, orderBy: $orderBy) {\n      id\n      title\n      city\n      startDate\n      endDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EraseMemberPersonalData($id: Int!) {\n    eraseMemberPersonalData(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation EraseMemberPersonalData($id: Int!) {\n    eraseMemberPersonalData(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingCoursesPanel($page: ListInput) {\n    publicCourses(page: $page) {\n      items {\n        id\n        title\n        city\n        startDate\n        endDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpcomingCoursesPanel($page: ListInput) {\n    publicCourses(page: $page) {\n      items {\n        id\n        title\n        city\n        startDate\n        endDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberImportResultFields on MemberImportResult {\n    rows\n    imported\n    message\n    problems {\n      line\n      column\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment MemberImportResultFields on MemberImportResult {\n    rows\n    imported\n    message\n    problems {\n      line\n      column\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportMembers($input: MemberImportInput!, $dryRun: Boolean!) {\n    importMembers(input: $input, dryRun: $dryRun) {\n      ...MemberImportResultFields\n    }\n  }\n"): (typeof documents)["\n  mutation ImportMembers($input: MemberImportInput!, $dryRun: Boolean!) {\n    importMembers(input: $input, dryRun: $dryRun) {\n      ...MemberImportResultFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Member($id: Int!) {\n    member(id: $id) {\n      ...MemberDetail\n    }\n  }\n"): (typeof documents)["\n  query Member($id: Int!) {\n    member(id: $id) {\n      ...MemberDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMember($input: MemberInput!) {\n    createMember(input: $input) {\n      ...MemberDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMember($input: MemberInput!) {\n    createMember(input: $input) {\n      ...MemberDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMember($id: Int!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      token\n      member {\n        ...MemberDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMember($id: Int!, $input: MemberInput!) {\n    updateMember(id: $id, input: $input) {\n      token\n      member {\n        ...MemberDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberAssociationOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberAssociationOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberDojoOptions($associationId: Int!) {\n    dojos(associationId: $associationId, page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberDojoOptions($associationId: Int!) {\n    dojos(associationId: $associationId, page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberDetail on Member {\n    id\n    memberNumber\n    dni\n    firstName\n    lastName\n    fullName\n    mail\n    birthDate\n    age\n    address\n    city\n    province\n    phone\n    notes\n    isAdmin\n    isAssociationAdmin\n    isDojoAdmin\n    dojoId\n    associationId\n    dojo {\n      id\n      name\n    }\n    association {\n      id\n      name\n    }\n    avatar\n    validated\n    lastFeeYear\n    validationLink\n  }\n"): (typeof documents)["\n  fragment MemberDetail on Member {\n    id\n    memberNumber\n    dni\n    firstName\n    lastName\n    fullName\n    mail\n    birthDate\n    age\n    address\n    city\n    province\n    phone\n    notes\n    isAdmin\n    isAssociationAdmin\n    isDojoAdmin\n    dojoId\n    associationId\n    dojo {\n      id\n      name\n    }\n    association {\n      id\n      name\n    }\n    avatar\n    validated\n    lastFeeYear\n    validationLink\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberList($page: ListInput, $dojoId: Int) {\n    members(page: $page, dojoId: $dojoId, boundedTotal: true) {\n      total\n      totalIsExact\n      items {\n        ...MemberRow\n      }\n    }\n  }\n"): (typeof documents)["\n  query MemberList($page: ListInput, $dojoId: Int) {\n    members(page: $page, dojoId: $dojoId, boundedTotal: true) {\n      total\n      totalIsExact\n      items {\n        ...MemberRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberPosition($id: Int!, $orderBy: String, $filter: String, $dojoId: Int) {\n    memberPosition(id: $id, orderBy: $orderBy, filter: $filter, dojoId: $dojoId)\n  }\n"): (typeof documents)["\n  query MemberPosition($id: Int!, $orderBy: String, $filter: String, $dojoId: Int) {\n    memberPosition(id: $id, orderBy: $orderBy, filter: $filter, dojoId: $dojoId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberListDojo($id: Int!) {\n    dojo(id: $id) {\n      id\n      name\n      associationId\n    }\n  }\n"): (typeof documents)["\n  query MemberListDojo($id: Int!) {\n    dojo(id: $id) {\n      id\n      name\n      associationId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetMemberPassword($memberId: Int!) {\n    resetMemberPassword(memberId: $memberId) {\n      link\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetMemberPassword($memberId: Int!) {\n    resetMemberPassword(memberId: $memberId) {\n      link\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MemberRow on Member {\n    id\n    memberNumber\n    avatar\n    firstName\n    lastName\n    fullName\n    mail\n    dojoId\n    associationId\n    dojo {\n      id\n      name\n    }\n    age\n    lastFeeYear\n    isAdmin\n    isAssociationAdmin\n    isDojoAdmin\n  }\n"): (typeof documents)["\n  fragment MemberRow on Member {\n    id\n    memberNumber\n    avatar\n    firstName\n    lastName\n    fullName\n    mail\n    dojoId\n    associationId\n    dojo {\n      id\n      name\n    }\n    age\n    lastFeeYear\n    isAdmin\n    isAssociationAdmin\n    isDojoAdmin\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberMailTaken($mail: String!, $exceptId: Int) {\n    memberMailTaken(mail: $mail, exceptId: $exceptId)\n  }\n"): (typeof documents)["\n  query MemberMailTaken($mail: String!, $exceptId: Int) {\n    memberMailTaken(mail: $mail, exceptId: $exceptId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberNumberTaken($memberNumber: String!, $exceptId: Int) {\n    memberNumberTaken(memberNumber: $memberNumber, exceptId: $exceptId)\n  }\n"): (typeof documents)["\n  query MemberNumberTaken($memberNumber: String!, $exceptId: Int) {\n    memberNumberTaken(memberNumber: $memberNumber, exceptId: $exceptId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMember($id: Int!) {\n    deleteMember(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMember($id: Int!) {\n    deleteMember(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartPayment($chargeId: Int!, $method: PaymentMethod!) {\n    startPayment(chargeId: $chargeId, method: $method) {\n      paymentId\n      url\n      fields {\n        Ds_SignatureVersion\n        Ds_MerchantParameters\n        Ds_Signature\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartPayment($chargeId: Int!, $method: PaymentMethod!) {\n    startPayment(chargeId: $chargeId, method: $method) {\n      paymentId\n      url\n      fields {\n        Ds_SignatureVersion\n        Ds_MerchantParameters\n        Ds_Signature\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicHome($courses: ListInput) {\n    publicCourses(page: $courses) {\n      items {\n        id\n        title\n        image\n        city\n        startDate\n        endDate\n        details\n      }\n    }\n    publicDojoPlaces {\n      country\n      province\n      count\n    }\n    countries {\n      code\n      name\n      lat\n      lon\n      provinces {\n        code\n        name\n        lat\n        lon\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicHome($courses: ListInput) {\n    publicCourses(page: $courses) {\n      items {\n        id\n        title\n        image\n        city\n        startDate\n        endDate\n        details\n      }\n    }\n    publicDojoPlaces {\n      country\n      province\n      count\n    }\n    countries {\n      code\n      name\n      lat\n      lon\n      provinces {\n        code\n        name\n        lat\n        lon\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicDojoCards($page: ListInput, $country: String, $province: String) {\n    publicDojos(page: $page, country: $country, province: $province) {\n      id\n      name\n      logo\n      city\n      country\n      province\n      schedule\n      address\n      phone\n      contactPerson\n      web\n      maps\n    }\n  }\n"): (typeof documents)["\n  query PublicDojoCards($page: ListInput, $country: String, $province: String) {\n    publicDojos(page: $page, country: $country, province: $province) {\n      id\n      name\n      logo\n      city\n      country\n      province\n      schedule\n      address\n      phone\n      contactPerson\n      web\n      maps\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportViews {\n    reportViews {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query ReportViews {\n    reportViews {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportFields($view: String!) {\n    reportFields(view: $view) {\n      key\n      name\n      type\n      groupable\n      aggregatable\n      functions\n    }\n  }\n"): (typeof documents)["\n  query ReportFields($view: String!) {\n    reportFields(view: $view) {\n      key\n      name\n      type\n      groupable\n      aggregatable\n      functions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Report($input: ReportInput!) {\n    report(input: $input) {\n      columns {\n        key\n        name\n        type\n      }\n      rows\n      returned\n      total\n    }\n  }\n"): (typeof documents)["\n  query Report($input: ReportInput!) {\n    report(input: $input) {\n      columns {\n        key\n        name\n        type\n      }\n      rows\n      returned\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportValues($view: String!, $field: String!) {\n    reportValues(view: $view, field: $field) {\n      value\n      label\n    }\n  }\n"): (typeof documents)["\n  query ReportValues($view: String!, $field: String!) {\n    reportValues(view: $view, field: $field) {\n      value\n      label\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddReportTemplate($input: ReportTemplateInput!) {\n    addReportTemplate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddReportTemplate($input: ReportTemplateInput!) {\n    addReportTemplate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTemplateRow($input: ReportTemplateInput!) {\n    addReportTemplate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddTemplateRow($input: ReportTemplateInput!) {\n    addReportTemplate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReportTemplate($id: Int!, $input: ReportTemplateInput!) {\n    updateReportTemplate(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReportTemplate($id: Int!, $input: ReportTemplateInput!) {\n    updateReportTemplate(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteReportTemplate($id: Int!) {\n    deleteReportTemplate(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteReportTemplate($id: Int!) {\n    deleteReportTemplate(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportTemplateRow on ReportTemplate {\n    id\n    view\n    name\n    description\n    isDefault\n    createdAt\n    dropped\n    definition {\n      fields\n      groupBy\n      filter {\n        connector\n        groups {\n          connector\n          conditions {\n            field\n            operator\n            value\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReportTemplateRow on ReportTemplate {\n    id\n    view\n    name\n    description\n    isDefault\n    createdAt\n    dropped\n    definition {\n      fields\n      groupBy\n      filter {\n        connector\n        groups {\n          connector\n          conditions {\n            field\n            operator\n            value\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportTemplates($view: String!) {\n    reportTemplates(view: $view) {\n      ...ReportTemplateRow\n    }\n  }\n"): (typeof documents)["\n  query ReportTemplates($view: String!) {\n    reportTemplates(view: $view) {\n      ...ReportTemplateRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DefaultReportTemplate {\n    defaultReportTemplate {\n      ...ReportTemplateRow\n    }\n  }\n"): (typeof documents)["\n  query DefaultReportTemplate {\n    defaultReportTemplate {\n      ...ReportTemplateRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplateViews {\n    reportViews {\n      code\n    }\n  }\n"): (typeof documents)["\n  query TemplateViews {\n    reportViews {\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SepaCreditor($associationId: Int!) {\n    sepaCreditor(associationId: $associationId) {\n      associationId\n      creditorId\n      name\n      iban\n      bic\n    }\n  }\n"): (typeof documents)["\n  query SepaCreditor($associationId: Int!) {\n    sepaCreditor(associationId: $associationId) {\n      associationId\n      creditorId\n      name\n      iban\n      bic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSepaCreditor($associationId: Int!, $input: SepaCreditorInput!) {\n    saveSepaCreditor(associationId: $associationId, input: $input) {\n      associationId\n      creditorId\n      name\n      iban\n      bic\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSepaCreditor($associationId: Int!, $input: SepaCreditorInput!) {\n    saveSepaCreditor(associationId: $associationId, input: $input) {\n      associationId\n      creditorId\n      name\n      iban\n      bic\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMandate($input: MandateInput!) {\n    saveMandate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMandate($input: MandateInput!) {\n    saveMandate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SepaMandates($page: ListInput) {\n    mandates(page: $page) {\n      total\n      items {\n        id\n        payerKind\n        payerId\n        payerName\n        debtorName\n        iban\n        ibanMasked\n        bic\n        reference\n        signedOn\n        sequence\n        active\n      }\n    }\n  }\n"): (typeof documents)["\n  query SepaMandates($page: ListInput) {\n    mandates(page: $page) {\n      total\n      items {\n        id\n        payerKind\n        payerId\n        payerName\n        debtorName\n        iban\n        ibanMasked\n        bic\n        reference\n        signedOn\n        sequence\n        active\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SepaRemittances($page: ListInput) {\n    remittances(page: $page) {\n      total\n      items {\n        id\n        creditorName\n        collectionDate\n        debitCount\n        amountCents\n        firstCount\n        recurrentCount\n        returnedCount\n        fileUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query SepaRemittances($page: ListInput) {\n    remittances(page: $page) {\n      total\n      items {\n        id\n        creditorName\n        collectionDate\n        debitCount\n        amountCents\n        firstCount\n        recurrentCount\n        returnedCount\n        fileUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRemittance($collectionDate: String!) {\n    createRemittance(collectionDate: $collectionDate) {\n      id\n      debitCount\n      amountCents\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRemittance($collectionDate: String!) {\n    createRemittance(collectionDate: $collectionDate) {\n      id\n      debitCount\n      amountCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentMember {\n    me {\n      id\n      firstName\n      lastName\n      memberNumber\n      avatar\n      associationId\n      dojoId\n      roles {\n        admin\n        associationAdmin\n        dojoAdmin\n      }\n      originalRoles {\n        admin\n        associationAdmin\n        dojoAdmin\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentMember {\n    me {\n      id\n      firstName\n      lastName\n      memberNumber\n      avatar\n      associationId\n      dojoId\n      roles {\n        admin\n        associationAdmin\n        dojoAdmin\n      }\n      originalRoles {\n        admin\n        associationAdmin\n        dojoAdmin\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Warnings {\n    warnings {\n      fees\n      courses\n      grades\n      contact\n    }\n  }\n"): (typeof documents)["\n  query Warnings {\n    warnings {\n      fees\n      courses\n      grades\n      contact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StatementLines($filter: StatementLineFilter, $page: ListInput) {\n    statementLines(filter: $filter, page: $page) {\n      total\n      items {\n        id\n        fileLine\n        bookedOn\n        amountCents\n        credit\n        concept\n        reference\n        endToEndId\n        returnReason\n        status\n        chargeReference\n      }\n    }\n  }\n"): (typeof documents)["\n  query StatementLines($filter: StatementLineFilter, $page: ListInput) {\n    statementLines(filter: $filter, page: $page) {\n      total\n      items {\n        id\n        fileLine\n        bookedOn\n        amountCents\n        credit\n        concept\n        reference\n        endToEndId\n        returnReason\n        status\n        chargeReference\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MatchStatementLine($lineId: Int!, $chargeId: Int!) {\n    matchStatementLine(lineId: $lineId, chargeId: $chargeId) {\n      id\n      status\n      chargeReference\n    }\n  }\n"): (typeof documents)["\n  mutation MatchStatementLine($lineId: Int!, $chargeId: Int!) {\n    matchStatementLine(lineId: $lineId, chargeId: $chargeId) {\n      id\n      status\n      chargeReference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DismissStatementLine($lineId: Int!) {\n    dismissStatementLine(lineId: $lineId) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DismissStatementLine($lineId: Int!) {\n    dismissStatementLine(lineId: $lineId) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankStatements($page: ListInput) {\n    bankStatements(page: $page) {\n      total\n      items {\n        id\n        format\n        account\n        from\n        to\n        creditCents\n        lineCount\n        matchedCount\n        pendingCount\n        dismissedCount\n        returnCount\n        importedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query BankStatements($page: ListInput) {\n    bankStatements(page: $page) {\n      total\n      items {\n        id\n        format\n        account\n        from\n        to\n        creditCents\n        lineCount\n        matchedCount\n        pendingCount\n        dismissedCount\n        returnCount\n        importedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssociationOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query AssociationOptions {\n    associations(page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DojoOptions($associationId: Int!) {\n    dojos(associationId: $associationId, page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query DojoOptions($associationId: Int!) {\n    dojos(associationId: $associationId, page: { limit: 1000, orderBy: \"nombre\" }) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ValidationInbox($page: ListInput, $kind: ValidationKind) {\n    validationInbox(page: $page, kind: $kind) {\n      total\n      fees\n      grades\n      courses\n      items {\n        kind\n        id\n        title\n        detail\n        dojoName\n        memberNumber\n        date\n        level\n      }\n    }\n  }\n"): (typeof documents)["\n  query ValidationInbox($page: ListInput, $kind: ValidationKind) {\n    validationInbox(page: $page, kind: $kind) {\n      total\n      fees\n      grades\n      courses\n      items {\n        kind\n        id\n        title\n        detail\n        dojoName\n        memberNumber\n        date\n        level\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;