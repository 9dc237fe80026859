/** `/auth/login`: exchanges a username and password for a bearer token. */
import { useMutation } from '@tanstack/react-query';
import { adminApi, type RequestOf } from '@kabuto/contracts';
import { api } from '../api';

export function useLogin(onSignedIn: (token: string) => void) {
  return useMutation({
    mutationFn: (body: RequestOf<typeof adminApi.login>) => api.call(adminApi.login, body),
    onSuccess: (reply) => onSignedIn(reply.token),
  });
}
