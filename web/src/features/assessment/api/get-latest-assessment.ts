import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { AssessmentFieldsFragment } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql';

/** Everything the assessment view shows, with the source and year of every market figure. */
export const assessmentFieldsFragment = graphql(`
  fragment AssessmentFields on Assessment {
    id
    assessmentType
    status
    skillsExtracted
    skills {
      name
      proficiency
      evidence
      demand
      demandSource
      demandYear
    }
    currentPosition
    yearsOfExperience
    keyStrengths
    marketAlignmentScore
    industryTrends {
      title
      detail
      source
      year
    }
    skillGaps {
      totalGaps
      missingSkills
    }
    recommendedSkills
    marketSkills {
      skill
      demand
      source
      year
    }
    futureJobMatches {
      title
      careerPathId
      estimatedSalary
      salarySource
      salaryYear
      matchScore
      growthRate
      growthPercent
      growthSource
      growthPeriod
      requiredSkills
      missingSkills
    }
    dataSources {
      provider
      source
      year
    }
    input {
      origin
      fileName
      textLength
      analyzers
      note
    }
    createdAt
    completedAt
  }
`);

export type AssessmentDetails = AssessmentFieldsFragment;

export const latestAssessmentDocument = graphql(`
  query LatestAssessment {
    latestAssessment {
      ...AssessmentFields
    }
  }
`);

export async function getLatestAssessment(): Promise<AssessmentDetails | null> {
  return (await graphqlRequest(latestAssessmentDocument)).latestAssessment;
}

/** Every assessment query sits under this key, so a finished analysis refreshes them all. */
export const ASSESSMENT_QUERY_KEY = ['assessment'] as const;

export function latestAssessmentQueryOptions() {
  return queryOptions({ queryKey: [...ASSESSMENT_QUERY_KEY, 'latest'], queryFn: getLatestAssessment });
}

export function useLatestAssessment(enabled = true) {
  return useQuery({ ...latestAssessmentQueryOptions(), enabled });
}
