import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const myEnrollmentsDocument = graphql(`
  query MyEnrollments {
    myEnrollments {
      ...EnrollmentFields
    }
  }
`);

export const enrollmentFieldsFragment = graphql(`
  fragment EnrollmentFields on Enrollment {
    id
    programId
    status
    progressPercentage
    enrollmentDate
    startDate
    completionDate
    finalScore
    certificateUrl
    program {
      title
      duration
      provider {
        name
      }
    }
    metadata {
      enrollmentUrl
      registrationPending
    }
  }
`);

export async function getMyEnrollments() {
  const data = await graphqlRequest(myEnrollmentsDocument);
  return data.myEnrollments;
}

export function myEnrollmentsQueryOptions() {
  return queryOptions({ queryKey: ['my-enrollments'], queryFn: getMyEnrollments });
}

export function useMyEnrollments() {
  return useQuery(myEnrollmentsQueryOptions());
}
