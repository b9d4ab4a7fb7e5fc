import { graphql } from '../../../generated/gql';

export const MemberListQuery = graphql(`
  query MemberList($page: ListInput, $dojoId: Int) {
    members(page: $page, dojoId: $dojoId) {
      total
      items {
        id
        memberNumber
        avatar
        firstName
        lastName
        fullName
        mail
        dojoId
        associationId
        dojo {
          id
          name
        }
        age
        lastFeeYear
        isAdmin
        isAssociationAdmin
        isDojoAdmin
      }
    }
  }
`);

export const MemberPositionQuery = graphql(`
  query MemberPosition($id: Int!, $orderBy: String, $filter: String, $dojoId: Int) {
    memberPosition(id: $id, orderBy: $orderBy, filter: $filter, dojoId: $dojoId)
  }
`);

/** The dojo a filtered member list is about: its name for the header and the filter chip. */
export const MemberListDojoQuery = graphql(`
  query MemberListDojo($id: Int!) {
    dojo(id: $id) {
      id
      name
      associationId
    }
  }
`);

export const MemberDetailFields = graphql(`
  fragment MemberDetail on Member {
    id
    memberNumber
    dni
    firstName
    lastName
    fullName
    mail
    birthDate
    age
    address
    city
    province
    phone
    notes
    isAdmin
    isAssociationAdmin
    isDojoAdmin
    dojoId
    associationId
    dojo {
      id
      name
    }
    association {
      id
      name
    }
    avatar
    validated
    lastFeeYear
    validationLink
  }
`);

export const MemberQuery = graphql(`
  query Member($id: Int!) {
    member(id: $id) {
      ...MemberDetail
    }
  }
`);

export const MemberByNumberQuery = graphql(`
  query MemberByNumber($memberNumber: String!) {
    member(memberNumber: $memberNumber) {
      ...MemberDetail
    }
  }
`);

export const CreateMemberMutation = graphql(`
  mutation CreateMember($input: MemberInput!) {
    createMember(input: $input) {
      ...MemberDetail
    }
  }
`);

export const UpdateMemberMutation = graphql(`
  mutation UpdateMember($id: Int!, $input: MemberInput!) {
    updateMember(id: $id, input: $input) {
      token
      member {
        ...MemberDetail
      }
    }
  }
`);

export const DeleteMemberMutation = graphql(`
  mutation DeleteMember($id: Int!) {
    deleteMember(id: $id) {
      message
    }
  }
`);

export const ResetMemberPasswordMutation = graphql(`
  mutation ResetMemberPassword($memberId: Int!) {
    resetMemberPassword(memberId: $memberId) {
      link
      message
    }
  }
`);

/** The association dropdown of the member form (a page of 1000, part 1 §9). */
export const MemberAssociationOptionsQuery = graphql(`
  query MemberAssociationOptions {
    associations(page: { limit: 1000, orderBy: "nombre" }) {
      items {
        id
        name
      }
    }
  }
`);

/** The dojo dropdown of the member form: the dojos of the chosen association. */
export const MemberDojoOptionsQuery = graphql(`
  query MemberDojoOptions($associationId: Int!) {
    dojos(associationId: $associationId, page: { limit: 1000, orderBy: "nombre" }) {
      items {
        id
        name
      }
    }
  }
`);

/** rep_mail (part 1 §7): another member with this mail; 0 when one you may not see has it. */
export const MemberMailTakenQuery = graphql(`
  query MemberMailTaken($mail: String!, $exceptId: Int) {
    memberMailTaken(mail: $mail, exceptId: $exceptId)
  }
`);

/** rep_numAcae (part 1 §7): another member with this number; 0 when one you may not see has it. */
export const MemberNumberTakenQuery = graphql(`
  query MemberNumberTaken($memberNumber: String!, $exceptId: Int) {
    memberNumberTaken(memberNumber: $memberNumber, exceptId: $exceptId)
  }
`);
