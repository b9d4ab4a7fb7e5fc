import { graphql } from '../../generated/gql';

/**
 * Everything the landing page shows, in one request with no session (part 3 §7): the validated
 * courses ending today or later (the slider's 15), every visible dojo, and the places they are in.
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
    publicDojos {
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

/** Part 3 §9: the course page of the landing page. */
export const PUBLIC_COURSES_PAGE = 15;
