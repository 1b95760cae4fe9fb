import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const careerPathsDocument = graphql(`
  query CareerPaths {
    careerPaths {
      id
      title
      description
      sector
      requiredSkills
      averageSalary
      salaryBasis
      salarySource
      salaryYear
      growthOutlook
      growthSource
      matchPercentage
      heldSkills
      interested
    }
  }
`);

export async function getCareerPaths() {
  const data = await graphqlRequest(careerPathsDocument);
  return data.careerPaths;
}

export function careerPathsQueryOptions() {
  return queryOptions({ queryKey: ['career-paths'], queryFn: getCareerPaths });
}

export function useCareerPaths() {
  return useQuery(careerPathsQueryOptions());
}
