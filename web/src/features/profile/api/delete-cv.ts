import { useMutation, useQueryClient } from '@tanstack/react-query';
import { graphql } from '@/gql/gql';
import { graphqlRequest } from '@/lib/graphql';
import { myProfileQueryOptions } from '@/features/profile/api/get-my-profile';

export const deleteCvDocument = graphql(`
  mutation DeleteCv {
    deleteCv {
      id
      cvFilePath
      profileCompleteness
    }
  }
`);

export async function deleteCv() {
  return (await graphqlRequest(deleteCvDocument)).deleteCv;
}

export function useDeleteCv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCv,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileQueryOptions().queryKey }),
  });
}
