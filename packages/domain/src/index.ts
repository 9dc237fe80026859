export * from './rejection';
export * from './sign-in-lock';
export * from './session-rules';
export * from './restrictions';
