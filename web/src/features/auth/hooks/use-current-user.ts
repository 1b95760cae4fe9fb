import { useMe } from '@/features/auth/api/get-me';

/**
 * The signed-in user, or null when nobody is signed in. Any failure to read `me` counts as signed out:
 * routing guards come with the authentication work, so screens only need a neutral state here.
 */
export function useCurrentUser() {
  const { data, isPending, isError } = useMe();
  return { user: data ?? null, isLoading: isPending && !isError };
}
