import { graphql } from '../../../generated/gql';

// What the grade modal reads and writes: the ladder, the titles, the member's record and readiness.

export const HeldGradeFields = graphql(`
  fragment HeldGradeFields on GradeRecord {
    memberId
    belts {
      id
      refId
      date
      hours
      status
      locked
      value
      description
    }
    titles {
      id
      refId
      date
      hours
      status
      locked
      value
      description
    }
  }
`);

export const GradeModalQuery = graphql(`
  query GradeModal($memberId: Int!) {
    belts {
      id
      value
      description
      primaryColour
    }
    titles {
      id
      value
      description
    }
    memberGradeRecord(memberId: $memberId) {
      ...HeldGradeFields
    }
    gradeReadiness(memberId: $memberId) {
      ...GradeReadinessFields
    }
  }
`);

export const SaveMemberGradesMutation = graphql(`
  mutation SaveMemberGrades($memberId: Int!, $input: GradeRecordInput!) {
    saveMemberGrades(memberId: $memberId, input: $input) {
      ...HeldGradeFields
    }
  }
`);
