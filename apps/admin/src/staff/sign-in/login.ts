/**
 * `/auth/login` and `/auth/enroll`: a username, password and authentication code give a bearer
 * token; a staff member without a second factor gets an enrolment to finish first.
 */
import { useMutation } from '@tanstack/react-query';
import { adminApi, type ReplyOf, type RequestOf } from '@kabuto/contracts';
import { api } from '../../api';

export type LoginReply = ReplyOf<typeof adminApi.login>;
export type Enrolment = { username: string; secret: string; otpauthUrl: string; enrollToken: string };

export function useLogin(onSignedIn: (token: string) => void, onEnrol: (enrolment: Enrolment) => void) {
  return useMutation({
    mutationFn: (body: RequestOf<typeof adminApi.login>) => api.call(adminApi.login, body),
    onSuccess: (reply) => {
      if (reply.token) return onSignedIn(reply.token);
      if (reply.enroll && reply.enrollToken)
        onEnrol({ username: reply.username, ...reply.enroll, enrollToken: reply.enrollToken });
    },
  });
}

export function useEnroll() {
  return useMutation({
    mutationFn: (body: RequestOf<typeof adminApi.enroll>) => api.call(adminApi.enroll, body),
  });
}
