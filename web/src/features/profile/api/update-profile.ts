import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import type { UpdateProfileInput } from '@/gql/graphql';
import { graphqlRequest } from '@/lib/graphql';
import { myProfileQueryOptions } from '@/features/profile/api/get-my-profile';

export const updateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
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

export async function updateProfile(input: UpdateProfileInput) {
  return (await graphqlRequest(updateProfileDocument, { input })).updateProfile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(myProfileQueryOptions().queryKey, profile);
      return queryClient.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey });
    },
  });
}
