import { queryOptions, useQuery } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';

export const myProfileDocument = graphql(`
  query MyProfile {
    myProfile {
      id
      fullName
      professionalHeadline
      linkedinUrl
      location
      yearsOfExperience
      profileCompleteness
      onboardingCompleted
      cvFilePath
      cvFileName
      cvSizeBytes
      cvUploadedAt
    }
  }
`);

export async function getMyProfile() {
  const data = await graphqlRequest(myProfileDocument);
  return data.myProfile;
}

export type MyProfile = Awaited<ReturnType<typeof getMyProfile>>;

export function myProfileQueryOptions() {
  return queryOptions({ queryKey: ['my-profile'], queryFn: getMyProfile });
}

/** `enabled` false: the cached profile if any, no request yet. */
export function useMyProfile(enabled = true) {
  return useQuery({ ...myProfileQueryOptions(), enabled });
}
