import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const trainingProgramsDocument = graphql(`
  query TrainingPrograms {
    trainingPrograms {
      id
      title
      externalId
      description
      duration
      level
      deliveryMethod
      price
      currency
      capacity
      targetSkills
      prerequisites
      certificationOffered
      matchPercentage
      recommended
      enrolled
      provider {
        name
      }
    }
  }
`);

export async function getTrainingPrograms() {
  const data = await graphqlRequest(trainingProgramsDocument);
  return data.trainingPrograms;
}

export function trainingProgramsQueryOptions() {
  return queryOptions({ queryKey: ['training-programs'], queryFn: getTrainingPrograms });
}

export function useTrainingPrograms() {
  return useQuery(trainingProgramsQueryOptions());
}
