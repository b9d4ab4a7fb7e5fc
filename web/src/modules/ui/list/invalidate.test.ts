import { gql, InMemoryCache } from '@apollo/client';
import { evictShown } from './invalidate';

const Lists = gql`
  query Lists {
    members {
      total
      items {
        id
        firstName
      }
    }
    dojos {
      total
    }
    associations {
      total
    }
  }
`;

function cacheWithLists() {
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: Lists,
    data: {
      members: {
        __typename: 'MemberPage',
        total: 1,
        items: [{ __typename: 'Member', id: 7, firstName: 'Ana' }],
      },
      dojos: { __typename: 'DojoPage', total: 4 },
      associations: { __typename: 'AssociationPage', total: 2 },
    },
  });
  return cache;
}

const cachedRoot = (cache: InMemoryCache) => Object.keys(cache.extract().ROOT_QUERY ?? {});

describe('evictShown', () => {
  const shownBy = { Member: ['members', 'dojos'], Association: ['associations', 'dojos'] };

  it('drops the answers that show the types written, and the records nothing reaches any more', () => {
    const cache = cacheWithLists();
    evictShown(cache, shownBy, ['Member']);
    expect(cachedRoot(cache)).toEqual(['__typename', 'associations']);
    expect(cache.extract()['Member:7']).toBeUndefined();
  });

  it('drops what any of several types shows', () => {
    const cache = cacheWithLists();
    // Each type alone leaves a list the other shows: only both together empty the cache.
    evictShown(cache, shownBy, ['Association', 'Member']);
    expect(cachedRoot(cache)).toEqual(['__typename']);
    expect(cache.extract()['Member:7']).toBeUndefined();
  });

  it('refuses a type nothing is known to show, rather than leaving screens stale', () => {
    const cache = cacheWithLists();
    // @ts-expect-error the typename is checked at compile time too
    expect(() => evictShown(cache, shownBy, ['Card'])).toThrow('No root fields are known to show Card');
    expect(cachedRoot(cache)).toHaveLength(4);
  });
});
