/**
 * @jest-environment jsdom
 */
import { gql } from '@apollo/client';
import { createApolloClient } from './apolloClient';

const entries = gql`
  query Entries {
    gradeEntries {
      items {
        id
        kind
        description
      }
    }
  }
`;

const record = gql`
  query Record {
    memberGradeRecord(memberId: 1) {
      memberId
      belts {
        id
        description
      }
      titles {
        id
        description
      }
    }
  }
`;

describe('the Apollo cache', () => {
  it('keeps a grade and a title that share an id as two entries', () => {
    const { cache } = createApolloClient();
    cache.writeQuery({
      query: entries,
      data: {
        gradeEntries: {
          __typename: 'GradeEntryPage',
          items: [
            { __typename: 'GradeEntry', id: 7, kind: 'GRADE', description: '3º Kyu' },
            { __typename: 'GradeEntry', id: 7, kind: 'TITLE', description: 'Fukushidoin' },
          ],
        },
      },
    });
    const read = cache.readQuery<{ gradeEntries: { items: { description: string }[] } }>({
      query: entries,
    });
    expect(read?.gradeEntries.items.map((item) => item.description)).toEqual(['3º Kyu', 'Fukushidoin']);
  });

  it('keeps a held belt and a held title that share an id apart', () => {
    const { cache } = createApolloClient();
    cache.writeQuery({
      query: record,
      data: {
        memberGradeRecord: {
          __typename: 'GradeRecord',
          memberId: 1,
          belts: [{ __typename: 'HeldGrade', id: 7, description: '3º Kyu' }],
          titles: [{ __typename: 'HeldGrade', id: 7, description: 'Fukushidoin' }],
        },
      },
    });
    const read = cache.readQuery<{
      memberGradeRecord: { belts: { description: string }[]; titles: { description: string }[] };
    }>({ query: record });
    expect(read?.memberGradeRecord.belts[0]!.description).toBe('3º Kyu');
    expect(read?.memberGradeRecord.titles[0]!.description).toBe('Fukushidoin');
  });
});
