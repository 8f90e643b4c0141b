import type { StaffMe } from '@afterlook/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isSignedOut, setCsrfToken } from '../api/staff-client.ts';

/** The query key of who is signed in (null: nobody). */
export const ME_KEY = ['staff', 'me'] as const;

/** Who is signed in: null when nobody is; undefined while the first answer is awaited. */
export function useSession() {
  return useQuery({
    queryKey: ME_KEY,
    queryFn: async (): Promise<StaffMe | null> => {
      try {
        const me = await api.getMe();
        setCsrfToken(me.csrf_token);
        return me;
      } catch (error) {
        if (isSignedOut(error)) {
          setCsrfToken(undefined);
          return null;
        }
        throw error;
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** The signed-in member (inside the guarded pages, where one always is). */
export function useMe(): StaffMe {
  const { data } = useSession();
  if (!data) throw new Error('useMe outside the signed-in pages');
  return data;
}

/** Records a fresh sign-in (login, invite or reset) as the session. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  return (me: StaffMe) => {
    setCsrfToken(me.csrf_token);
    queryClient.setQueryData(ME_KEY, me);
  };
}

/** Forgets the session and every cached answer of it. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    setCsrfToken(undefined);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_KEY[0] });
    queryClient.setQueryData(ME_KEY, null);
  };
}
