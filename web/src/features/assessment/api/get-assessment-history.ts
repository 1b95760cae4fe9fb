import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { AssessmentHistoryQuery } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql';
import { ASSESSMENT_QUERY_KEY } from '@/features/assessment/api/get-latest-assessment';

export const assessmentHistoryDocument = graphql(`
  query AssessmentHistory {
    assessmentHistory {
      previousAssessmentId
      scoreChange
      addedSkills
      removedSkills
      assessment {
        id
        assessmentType
        status
        marketAlignmentScore
        input {
          fileName
        }
        createdAt
        completedAt
      }
    }
  }
`);

export type AssessmentHistoryEntry = AssessmentHistoryQuery['assessmentHistory'][number];

/** Newest first (the server's order). */
export async function getAssessmentHistory(): Promise<AssessmentHistoryEntry[]> {
  return (await graphqlRequest(assessmentHistoryDocument)).assessmentHistory;
}

export function assessmentHistoryQueryOptions() {
  return queryOptions({ queryKey: [...ASSESSMENT_QUERY_KEY, 'history'], queryFn: getAssessmentHistory });
}

export function useAssessmentHistory(enabled = true) {
  return useQuery({ ...assessmentHistoryQueryOptions(), enabled });
}
