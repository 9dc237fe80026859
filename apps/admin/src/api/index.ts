/** What features use of the API layer. */
export { api } from './admin-api';
export { ApiError, isApiError } from './api-error';
export { errorMessage, fieldMessage, fieldMessageOf } from './error-message';
export { queryKeys } from './query-keys';
