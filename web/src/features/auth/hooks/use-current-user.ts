import { useMe } from '@/features/auth/api/get-me';

/** The signed-in user, or null when nobody is signed in (any failure to read `me` counts as signed out). */
export function useCurrentUser() {
  const { data, isPending, isError } = useMe();
  return { user: data ?? null, isLoading: isPending && !isError };
}
