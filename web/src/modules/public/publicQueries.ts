import { graphql } from '../../generated/gql';

/**
 * What the landing page needs first, in one request with no session (part 3 §7): the validated
 * courses ending today or later (the slider's 15), the visible dojos counted per place (the map
 * and pickers), and the places' names and positions. The cards come a page at a time.
 */
export const PublicHomeQuery = graphql(`
  query PublicHome($courses: ListInput) {
    publicCourses(page: $courses) {
      items {
        id
        title
        image
        city
        startDate
        endDate
        details
      }
    }
    publicDojoPlaces {
      country
      province
      count
    }
    countries {
      code
      name
      lat
      lon
      provinces {
        code
        name
        lat
        lon
      }
    }
  }
`);

/** The dojo cards of a place, a page at a time. */
export const PublicDojoCardsQuery = graphql(`
  query PublicDojoCards($page: ListInput, $country: String, $province: String) {
    publicDojos(page: $page, country: $country, province: $province) {
      id
      name
      logo
      city
      country
      province
      schedule
      address
      phone
      contactPerson
      web
      maps
    }
  }
`);

/** Part 3 §9: the course page of the landing page. */
export const PUBLIC_COURSES_PAGE = 15;
/** Cards shown at first and added by each 'more' (a page size the list accepts). */
export const DOJO_CARDS_STEP = 15;
