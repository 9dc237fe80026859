export function buildIfStale(app: 'web' | 'admin'): void;
export function buildApps(): void;
