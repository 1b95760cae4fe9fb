import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { DASHBOARD_QUERY_KEY } from '@/lib/query-keys';

export const dashboardDocument = graphql(`
  query Dashboard {
    dashboard {
      stats {
        activeEnrollments
        completedCourses
        totalSkills
        careerInterests
        certificatesEarned
        profileCompleteness
      }
      continueLearning {
        id
        status
        progressPercentage
        program {
          title
          provider {
            name
          }
        }
      }
      recentActivities {
        id
        activityType
        description
        createdAt
      }
    }
  }
`);

export async function getDashboard() {
  const data = await graphqlRequest(dashboardDocument);
  return data.dashboard;
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: DASHBOARD_QUERY_KEY, queryFn: getDashboard });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
